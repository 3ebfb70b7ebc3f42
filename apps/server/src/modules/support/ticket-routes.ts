import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  ISSUE_IMAGE_LIMIT,
  ISSUE_IMAGE_MAX_BYTES,
  issueItemSchema,
  ticketCreatedSchema,
  ticketFieldsSchema,
  ticketSchema,
} from '@makers-pantry/domain/support';
import { currentUser, requireLogin, type CurrentUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { ModuleRoutes } from '../module-routes';
import { ReportLimits } from './report-limits';
import { cleanPhoto, forgetUploads, receiveUpload } from './ticket-photos';
import {
  confirmTicket,
  issueItemsForCustomer,
  reportIssue,
  ticketPhoto,
  ticketView,
} from './ticket-service';

const tags = ['support'];
const security = [{ token: [] }];
const errors = errorAnswers;
const TEXT_FIELD_BYTES = 4096;

/**
 * The text fields of a report-issue form, within the limits, and its photos written to files as
 * they arrive (`uploads`, filled in as it goes: the caller removes them whatever happens).
 */
async function readIssueForm(request: FastifyRequest, uploadRoot: string, uploads: string[]) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the issue as multipart/form-data.');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          // Read to its end (and dropped) so the answer goes out on a whole request.
          for await (const chunk of part.file) void chunk;
          throw new AppError('VALIDATION_FAILED', 'Photos must be sent in the images field.');
        }
        uploads.push(await receiveUpload(uploadRoot, part.file));
        if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE');
      } else {
        if (typeof part.value !== 'string' || Object.hasOwn(fields, part.fieldname))
          throw new AppError('VALIDATION_FAILED', `The field ${part.fieldname} is not valid.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_IMAGES');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'This form has too many fields.');
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new AppError('BAD_REQUEST', 'The form could not be read.');
    throw error;
  }
  const parsed = ticketFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues[0]?.message ?? 'The form is not valid.',
    );
  return parsed.data;
}

const isOps = (user: CurrentUser) => user.roles.some((role) => role === 'ops' || role === 'admin');

/** Help tickets with photos (spec sections 3, 4 and 7). */
export const ticketRoutes: ModuleRoutes = async (scope, context) => {
  // Multipart is parsed only here: the rest of the API takes JSON alone.
  await scope.register(multipart, {
    limits: {
      fileSize: ISSUE_IMAGE_MAX_BYTES,
      files: ISSUE_IMAGE_LIMIT,
      fields: 12,
      fieldSize: TEXT_FIELD_BYTES,
      parts: ISSUE_IMAGE_LIMIT + 12,
    },
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireLogin(scope, context);
  const reportLimits = new ReportLimits(context);

  app.post(
    '/api/orders/report-issue/',
    {
      bodyLimit: ISSUE_IMAGE_LIMIT * ISSUE_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        security,
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
        const fields = await readIssueForm(request, context.config.privateUploadDir, uploads);
        const photos = [];
        for (const upload of uploads) photos.push(await cleanPhoto(upload));
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
        security,
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
    '/api/support/tickets/:id/',
    {
      schema: {
        tags,
        security,
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
        security,
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
        security,
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
      const bytes = await readFile(path.join(context.config.privateUploadDir, image.storagePath));
      // A Buffer goes out as it is; the JSON serializer of the schema never sees it.
      return reply.type(image.contentType).send(bytes as never);
    },
  );
};
