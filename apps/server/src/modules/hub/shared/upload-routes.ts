import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { hubBatchSchema } from '@makers-pantry/domain/hub-batches';
import { hubMakerSchema } from '@makers-pantry/domain/hub-makers';
import {
  HUB_PHOTO_MAX_BYTES,
  hubProductMediaSchema,
  LAB_REPORT_FIELD,
  LAB_REPORT_MAX_BYTES,
  PHOTO_FIELD,
  PRODUCT_PHOTO_SLOTS,
  uploadFieldsSchema,
} from '@makers-pantry/domain/hub-uploads';
import { AppError, notFound } from '../../../http/errors';
import { sendPrivateFile } from '../../../media/private-photos';
import { forgetUploads } from '../../../media/received-files';
import {
  acceptUploads,
  readCheckedForm,
  uploadRoute,
  type UploadForm,
} from '../../../media/upload-form';
import type { ModuleRoutes } from '../../module-routes';
import type { AppContext } from '../../../context';
import { hubActorOf, requireHubActor, type HubActor } from './hub-actor';
import {
  addReceiptPhoto,
  batchForReceiptPhoto,
  changeLabReport,
  changeProductPhoto,
  changeProfileImage,
  makerForUpload,
  productForUpload,
  receiptPhotoPath,
} from './media-service';
import { batchParams, makerParams, productParams } from './path-params';

const tags = ['hub'];
const errors = errorAnswers;
const uploadErrors = errors(400, 401, 403, 404, 409, 413, 415);
const consumes = ['multipart/form-data'];

const MB = 1024 * 1024;
/** A hub upload's form: one file, and the version of the object it changes beside it. */
type HubUploadForm = UploadForm & { textFields: typeof uploadFieldsSchema };
export const PHOTO_FORM: HubUploadForm = {
  fileField: PHOTO_FIELD,
  fileBytes: HUB_PHOTO_MAX_BYTES,
  files: 1,
  fields: 4,
  textFields: uploadFieldsSchema,
  notMultipart: 'Please send the photo as multipart/form-data.',
  wrongField: `Please send the photo in the ${PHOTO_FIELD} field.`,
  tooLarge: () =>
    new AppError('IMAGE_TOO_LARGE', `Each photo can be at most ${HUB_PHOTO_MAX_BYTES / MB} MB.`),
  tooMany: () => new AppError('TOO_MANY_IMAGES', 'Please add one photo at a time.'),
};
const REPORT_FORM: HubUploadForm = {
  fileField: LAB_REPORT_FIELD,
  fileBytes: LAB_REPORT_MAX_BYTES,
  files: 1,
  fields: 4,
  textFields: uploadFieldsSchema,
  notMultipart: 'Please send the lab report as multipart/form-data.',
  wrongField: `Please send the lab report in the ${LAB_REPORT_FIELD} field.`,
  tooLarge: () => new AppError('LAB_REPORT_TOO_LARGE'),
  tooMany: () => new AppError('PAYLOAD_TOO_LARGE', 'Please add one lab report at a time.'),
};
export const PHOTO_TERMS = `multipart: version, and ${PHOTO_FIELD}: one JPEG, PNG or WebP of at most ${HUB_PHOTO_MAX_BYTES / MB} MB and 25 megapixels, its type read from its bytes`;

/**
 * Reads the form's one file and the version beside it, hands them to `use`, and removes the
 * received file whatever happens.
 */
async function withUpload<T>(
  request: FastifyRequest,
  uploadRoot: string,
  form: HubUploadForm,
  use: (upload: string, version: number) => Promise<T>,
): Promise<T> {
  const uploads: string[] = [];
  try {
    const { version } = await readCheckedForm(request, uploadRoot, form, uploads);
    const upload = uploads[0];
    if (upload === undefined)
      throw new AppError(
        'VALIDATION_FAILED',
        `Please add the file in the ${form.fileField} field.`,
      );
    return await use(upload, version);
  } finally {
    await forgetUploads(uploads);
  }
}

/** One upload route as the API document shows it, and its work. */
interface HubUpload<Params extends z.ZodType, Answer extends z.ZodType> {
  form: HubUploadForm;
  summary: string;
  description: string;
  params: Params;
  answer: Answer;
  /** Refuses an object the actor may not change (403, 404) before the file is read. */
  check?: (actor: HubActor, params: z.output<Params>) => Promise<unknown>;
  /** Stores the file and moves the object to it, on the version sent beside it. */
  change: (
    actor: HubActor,
    params: z.output<Params>,
    upload: string,
    version: number,
  ) => Promise<z.input<Answer>>;
}

/**
 * Opens a hub scope's uploads (multipart bodies), before its actor check, and answers one way to
 * declare an upload: one file and the version of the object it changes, the object answered as it
 * became, and the errors every upload may answer.
 */
export async function hubUploads(scope: FastifyInstance, context: AppContext) {
  await acceptUploads(scope, PHOTO_FORM);
  const uploadRoot = context.config.privateUploadDir;
  return <Params extends z.ZodType, Answer extends z.ZodType>(
    url: string,
    { form, summary, description, params, answer, check, change }: HubUpload<Params, Answer>,
  ) => {
    const schema: FastifySchema = {
      tags,
      consumes,
      summary,
      description,
      params,
      response: { 200: answer, ...uploadErrors },
    };
    scope.put(url, { ...uploadRoute(form), schema }, async (request) => {
      const actor = hubActorOf(request);
      const ids = request.params as z.output<Params>;
      await check?.(actor, ids);
      return withUpload(request, uploadRoot, form, (upload, version) =>
        change(actor, ids, upload, version),
      );
    });
  };
}

/**
 * Uploads in the hub (issue 25 sections 2 to 4; decision 030): product photos and lab reports,
 * a maker's store picture, and a batch's receipt photo. Each is one file and the version of the
 * object it changes; the object answers as it became. A refused file (413, 415) leaves nothing
 * stored and the object unchanged.
 */
export const hubUploadRoutes: ModuleRoutes = async (scope, context) => {
  const upload = await hubUploads(scope, context);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireHubActor(scope, context);

  upload('/api/hub/products/:productId/photos/:slot/', {
    form: PHOTO_FORM,
    summary: "Hub: a product's photo from a phone, made into the pictures the shop shows",
    description:
      `${PHOTO_TERMS}. The photo is cut to a centred square; EXIF and other metadata are ` +
      "dropped. 'main' makes the list (400 px), detail (800 px) and cart (160 px) pictures; " +
      "'second' the list card's other picture (400 px). WebP, under /media.",
    params: productParams.extend({
      slot: z.enum(PRODUCT_PHOTO_SLOTS, { error: "The photo is 'main' or 'second'." }),
    }),
    answer: hubProductMediaSchema,
    check: (actor, { productId }) => productForUpload(context, actor, productId),
    change: (actor, { productId, slot }, file, version) =>
      changeProductPhoto(context, actor, productId, slot, version, file),
  });

  upload('/api/hub/products/:productId/lab-report/', {
    form: REPORT_FORM,
    summary: "Hub: a product's lab report (PDF), and its first page as the page's picture",
    description:
      `multipart: version, and ${LAB_REPORT_FIELD}: one PDF of at most ` +
      `${LAB_REPORT_MAX_BYTES / MB} MB (its header checked in its bytes). The PDF is kept as ` +
      'sent (testReportDocument); its first page becomes a 600 x 848 picture (testReportImage).',
    params: productParams,
    answer: hubProductMediaSchema,
    check: (actor, { productId }) => productForUpload(context, actor, productId),
    change: (actor, { productId }, file, version) =>
      changeLabReport(context, actor, productId, version, file),
  });

  upload('/api/hub/makers/:makerId/profile-image/', {
    form: PHOTO_FORM,
    summary: "Hub: a maker's store picture from a phone",
    description: `${PHOTO_TERMS}. Cut to a centred 400 px square, WebP, without metadata.`,
    params: makerParams,
    answer: hubMakerSchema,
    check: (actor, { makerId }) => makerForUpload(context, actor, makerId),
    change: (actor, { makerId }, file, version) =>
      changeProfileImage(context, actor, makerId, version, file),
  });

  upload('/api/hub/batches/:batchId/receipt-photo/', {
    form: PHOTO_FORM,
    summary: 'Hub (ops): the photo taken when a batch arrived, once it is received',
    description:
      `${PHOTO_TERMS}. Kept as JPEG (at most 2000 px a side, without metadata) outside the ` +
      'public media folder; receiptPhoto then names the route that serves it.',
    params: batchParams,
    answer: hubBatchSchema,
    check: (actor, { batchId }) => batchForReceiptPhoto(context, actor, batchId),
    change: (actor, { batchId }, file, version) =>
      addReceiptPhoto(context, actor, batchId, version, file),
  });

  app.get(
    '/api/hub/batches/:batchId/receipt-photo/',
    {
      schema: {
        tags,
        summary: "Hub: a batch's receipt photo (JPEG), for hub users who see the batch",
        produces: ['image/jpeg'],
        params: batchParams,
        response: { 200: z.string().describe('JPEG bytes'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const stored = await receiptPhotoPath(context, hubActorOf(request), request.params.batchId);
      return sendPrivateFile(reply, context.media.private, stored, () =>
        notFound('This receipt photo'),
      );
    },
  );
};
