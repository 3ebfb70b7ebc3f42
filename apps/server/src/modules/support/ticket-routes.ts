import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  ISSUE_IMAGE_LIMIT,
  ISSUE_IMAGE_MAX_BYTES,
  issueItemSchema,
  myTicketListSchema,
  ticketCreatedSchema,
  ticketFieldsSchema,
  ticketSchema,
} from '@makers-pantry/domain/support';
import { currentUser, requireLogin, type CurrentUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { documentPhoto } from '../../media/photo';
import { sendPrivateFile } from '../../media/private-photos';
import { forgetUploads } from '../../media/received-files';
import {
  acceptUploads,
  readCheckedForm,
  uploadRoute,
  type UploadForm,
} from '../../media/upload-form';
import type { ModuleRoutes } from '../module-routes';
import { ReportLimits } from './report-limits';
import {
  confirmTicket,
  issueItemsForCustomer,
  myTickets,
  reportIssue,
  ticketPhoto,
  ticketView,
} from './ticket-service';

const tags = ['support'];
const errors = errorAnswers;

/** The report form: up to 5 photos in the `images` field, beside its text fields. */
const ISSUE_FORM = {
  fileField: 'images',
  fileBytes: ISSUE_IMAGE_MAX_BYTES,
  files: ISSUE_IMAGE_LIMIT,
  fields: 12,
  textFields: ticketFieldsSchema,
  notMultipart: 'Please send the issue as multipart/form-data.',
  wrongField: 'Photos must be sent in the images field.',
  tooLarge: () => new AppError('IMAGE_TOO_LARGE'),
  tooMany: () => new AppError('TOO_MANY_IMAGES'),
} satisfies UploadForm;

const isOps = (user: CurrentUser) => user.roles.some((role) => role === 'ops' || role === 'admin');

/** Help tickets with photos. */
export const ticketRoutes: ModuleRoutes = async (scope, context) => {
  await acceptUploads(scope, ISSUE_FORM);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireLogin(scope, context);
  const reportLimits = new ReportLimits(context);

  app.post(
    '/api/orders/report-issue/',
    {
      ...uploadRoute(ISSUE_FORM),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          'Report an issue (multipart: type, order, orderItem, description, isDraft, severity, quantity, resolutionType, up to 5 JPEG, PNG or WebP images of 8 MB and 25 megapixels each; 429 while your last report is being sent or after 20 in an hour)',
        response: { 201: ticketCreatedSchema, ...errors(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Before a byte of the form is read: a refused report costs nothing to refuse.
      const admitted = await reportLimits.admit(user.id);
      const uploads: string[] = [];
      let created;
      try {
        const uploadRoot = context.config.privateUploadDir;
        const fields = await readCheckedForm(request, uploadRoot, ISSUE_FORM, uploads);
        const photos = [];
        for (const upload of uploads) photos.push(await documentPhoto(upload));
        created = await reportIssue(context, user.id, fields, photos);
      } finally {
        // Before the answer: the received files are gone and the customer may send again.
        await forgetUploads(uploads);
        admitted.done();
      }
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/support/orders/:orderId/issue-items/',
    {
      schema: {
        tags,
        summary:
          'The items of one of your orders, for the help form (with whether each is replaceable)',
        params: z.object({ orderId: pathIdSchema('Order id') }),
        response: { 200: z.array(issueItemSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      issueItemsForCustomer(context, currentUser(request).id, request.params.orderId),
  );

  const ticketParams = z.object({ id: pathIdSchema('Ticket id') });

  app.get(
    '/api/support/tickets/',
    {
      schema: {
        tags,
        summary: 'Your confirmed tickets, newest first (the last 20), with our answer to each',
        description:
          'A resolved ticket carries how it was resolved (a replacement order, credit, or ' +
          "nothing) and the note our team wrote for you; it is the Help screen's list.",
        response: { 200: myTicketListSchema, ...errors(401) },
      },
    },
    async (request) => ({ tickets: await myTickets(context, currentUser(request).id) }),
  );

  app.get(
    '/api/support/tickets/:id/',
    {
      schema: {
        tags,
        summary: 'One of your tickets (ops: any ticket), with its photos',
        params: ticketParams,
        response: { 200: ticketSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ticketView(context, request.params.id, { id: user.id, asOps: isOps(user) });
    },
  );

  app.post(
    '/api/support/tickets/:id/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm your draft ticket (again: the ticket as it stands)',
        params: ticketParams,
        response: { 200: ticketSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => confirmTicket(context, request.params.id, currentUser(request).id),
  );

  app.get(
    '/api/support/tickets/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: "A ticket's photo (JPEG), for the ticket's owner and ops only",
        produces: ['image/jpeg'],
        params: z.object({ id: pathIdSchema('Ticket id'), imageId: pathIdSchema('Image id') }),
        response: { 200: z.string().describe('JPEG bytes'), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const image = await ticketPhoto(context, request.params.id, request.params.imageId, {
        id: user.id,
        asOps: isOps(user),
      });
      return sendPrivateFile(reply, context.media.private, image.storagePath, () =>
        notFound('This photo'),
      );
    },
  );
};
