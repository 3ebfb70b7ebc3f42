import { z } from 'zod';
import { hubRowShape } from './hub-rows';
import { versionSchema } from './version';

/**
 * Files the hub takes (issue 25 sections 2 to 4; decision 030): a product's photos and lab report,
 * a maker's profile image and a batch's receipt photo. Each request is multipart/form-data with
 * one file and the version of the object it changes.
 */
export const HUB_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const LAB_REPORT_MAX_BYTES = 15 * 1024 * 1024;

/** The form's file field: `photo` for pictures, `report` for a lab report's PDF. */
export const PHOTO_FIELD = 'photo';
export const LAB_REPORT_FIELD = 'report';

/**
 * A product's photos: the main one becomes its list, detail and cart pictures; the second one is
 * the list's other picture (shown when a card is hovered).
 */
export const PRODUCT_PHOTO_SLOTS = ['main', 'second'] as const;
export type ProductPhotoSlot = (typeof PRODUCT_PHOTO_SLOTS)[number];

/** The text field beside the file: the version the change was made on (a form sends text). */
export const uploadFieldsSchema = z.strictObject({
  version: z
    .string({ error: 'The version you edited is required.' })
    .regex(/^\d{1,10}$/, { error: 'The version must be a whole number.' })
    .transform(Number)
    .pipe(versionSchema),
});

/**
 * A product's pictures and lab report after an upload, as its maker last sent them: on a live
 * product the new ones wait for review (`changeAwaitingReview`) while the shop keeps serving the
 * old ones.
 */
export const hubProductMediaSchema = z.object({
  ...hubRowShape,
  listImage: z.string(),
  listImage2: z.string(),
  detailImage: z.string(),
  cartImage: z.string(),
  testReportDocument: z.string().nullable().describe('The lab report PDF, as uploaded'),
  testReportImage: z
    .string()
    .nullable()
    .describe("The report's first page, as the product page shows it"),
  changeAwaitingReview: z
    .boolean()
    .describe(
      "A live product's new photo or lab report waits for ops' review; the shop serves the old ones until then",
    ),
});
export type HubProductMedia = z.infer<typeof hubProductMediaSchema>;

/**
 * Where a batch's receipt photo is served: a hub route that checks who asks (the photo is kept
 * outside the public media folder), as JPEG.
 */
export const receiptPhotoUrl = (batchId: number) => `/api/hub/batches/${batchId}/receipt-photo/`;
