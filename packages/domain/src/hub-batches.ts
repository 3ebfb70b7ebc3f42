import { z } from 'zod';
import { calendarDateSchema, choiceSchema, idSchema, idTextSchema, instantSchema } from './bounds';
import { BATCH_STATUSES } from './catalog-enums';
import { approvedSellerSchema, hubPageSchema } from './hub';
import {
  contactSchema,
  hubListPageSchema,
  hubRowShape,
  namedSchema,
  packedProductSchema,
} from './hub-rows';
import {
  editOnVersion,
  onVersionSchema,
  reasonChosenOnVersion,
  reasonOnVersionSchema,
  versionSchema,
} from './version';
import { safeText } from './text';

/**
 * The batch page (decision 026): requests and answers of stock batches
 * from plan to shelf.
 */
export const BATCH_PAGE_SIZE = 50;
/** The batches list flags what reaches its best-before within this many days. */
export const EXPIRING_SOON_DAYS = 3;
export const MAX_BATCH_QUANTITY = 100_000;

const quantity = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} must be at least 1.` })
    .max(MAX_BATCH_QUANTITY, { error: `${label} can be at most ${MAX_BATCH_QUANTITY}.` });

const calendarDate = (label: string) => calendarDateSchema(label);
const instant = (label: string) => instantSchema(label);

/** What a maker plans of a batch, and may change while it is planned. */
const batchFields = {
  quantity: quantity('The quantity'),
  expectedAt: instant('The date expected at the hub'),
  bestBefore: calendarDate('The best-before date'),
  packedOn: calendarDate('The packed-on date').nullable().optional(),
};

export const batchCreateSchema = z.strictObject({
  productId: idSchema('Choose a product.'),
  ...batchFields,
});
export type BatchCreate = z.infer<typeof batchCreateSchema>;

export const batchEditSchema = editOnVersion(batchFields);
export type BatchEdit = z.infer<typeof batchEditSchema>;

export const batchVersionSchema = onVersionSchema;

/** Inwarding: what actually arrived at the hub (short or over), and when. */
export const batchReceiveSchema = z.strictObject({
  version: versionSchema,
  quantityReceived: quantity('The quantity received'),
  /** When it arrived; now when left out. */
  receivedAt: instant('The time received').optional(),
});
export type BatchReceive = z.infer<typeof batchReceiveSchema>;

export const batchRejectSchema = reasonOnVersionSchema;

const batchSorts = ['expectedAt', 'bestBefore', 'createdAt', 'product', 'status'] as const;
export const BATCH_SORTS = [...batchSorts, ...batchSorts.map((sort) => `-${sort}` as const)];
export type BatchSort = (typeof BATCH_SORTS)[number];

/** The batches list's filters, sort and page: the URL's query, so a link opens the same list. */
export const batchListQuerySchema = z.strictObject({
  status: choiceSchema(BATCH_STATUSES, 'status').optional(),
  expiring: z
    .enum(['true'], { error: "expiring can only be 'true'." })
    .transform(() => true)
    .optional(),
  product: idTextSchema('product', 'product must be a product id.').optional(),
  sort: choiceSchema(BATCH_SORTS, 'sort').optional(),
  page: hubPageSchema.optional(),
});
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

export const hubBatchSchema = z.object({
  ...hubRowShape,
  status: z.enum(BATCH_STATUSES),
  product: packedProductSchema,
  seller: approvedSellerSchema,
  quantity: z.number().int().describe('Planned, or once received, what arrived'),
  plannedQuantity: z.number().int().nullable().describe('What was planned, once received'),
  quantityOrdered: z.number().int().describe('Units orders have taken from this batch'),
  quantityRemaining: z.number().int(),
  expectedAt: z.string().nullable(),
  bestBefore: z.string().nullable(),
  packedOn: z.string().nullable(),
  expiresSoon: z
    .boolean()
    .describe(`Best-before within ${EXPIRING_SOON_DAYS} days, still selling, with units left`),
  receivedAt: z.string().nullable(),
  receivedBy: namedSchema.nullable(),
  receiptPhoto: z
    .string()
    .nullable()
    .describe(
      'Where the photo taken at inwarding is served (JPEG, to hub users), when one was added',
    ),
  checkedAt: z.string().nullable(),
  checkedBy: namedSchema.nullable(),
  rejectionReason: z.string().nullable(),
  stopReason: z
    .string()
    .nullable()
    .describe('Why the hub wrote the batch off or recalled it (who: its history)'),
  stoppedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HubBatch = z.infer<typeof hubBatchSchema>;

export const creatableProductSchema = packedProductSchema.extend({
  seller: approvedSellerSchema,
  waitingForReview: z
    .boolean()
    .describe('A new product waiting for review: its batch sells once both are approved'),
});
export type CreatableProduct = z.infer<typeof creatableProductSchema>;

/**
 * The creatable batches (products of the chosen makers that can take a batch) come a page at a
 * time, by name, and may be narrowed by words in the name: a hub of 100,000 products cannot send
 * them all (decision 026).
 */
export const CREATABLE_PAGE_SIZE = 50;

/**
 * GET api/hub/batches/creatable-products/{sellers}/: words in the product's name (or one product),
 * and the page.
 */
export const creatableQuerySchema = z.strictObject({
  q: safeText('The search', { max: 100 }).optional(),
  /** Only this product, when it can take a batch: the plan form opened from its link. */
  product: idTextSchema('product', 'product must be a product id.').optional(),
  page: hubPageSchema.optional(),
});
export type CreatableQuery = z.infer<typeof creatableQuerySchema>;

export const creatablePageSchema = hubListPageSchema(
  'creatableProducts',
  creatableProductSchema,
  `Products of the chosen makers that can take a new batch, by name, ${CREATABLE_PAGE_SIZE} a page`,
);
export type CreatablePage = z.infer<typeof creatablePageSchema>;

/**
 * The batch page's list: a page of batches and their count, alone. The
 * seller picker's makers and the creatable products are asked for apart, when shown (issue 39:
 * a list answered with every maker and the creatable products cost four times as much).
 */
export const batchPageSchema = hubListPageSchema('batches', hubBatchSchema);
export type BatchPage = z.infer<typeof batchPageSchema>;

/** GET api/hub/batches/approved-sellers/: the seller picker's makers. */
export const approvedSellersSchema = z.object({
  approvedSellers: z
    .array(approvedSellerSchema)
    .describe('Approved makers, by store name; a seller gets only its own'),
});
export type ApprovedSellers = z.infer<typeof approvedSellersSchema>;

/**
 * Why an approved batch's count changes after its check (issue 38 §5): units found on the shelf,
 * or units gone (damaged, spoiled before their best-before).
 */
export const BATCH_CORRECTION_REASONS = ['found', 'damaged', 'expired_early'] as const;
export type BatchCorrectionReason = (typeof BATCH_CORRECTION_REASONS)[number];
export const BATCH_CORRECTION_WORDS: Record<BatchCorrectionReason, string> = {
  found: 'Found',
  damaged: 'Damaged',
  expired_early: 'Expired early',
};

/** POST api/hub/batches/{id}/corrections/: units found (added) or gone (taken off the shelf). */
export const batchCorrectionSchema = z.strictObject({
  version: versionSchema,
  reason: choiceSchema(BATCH_CORRECTION_REASONS, 'The reason'),
  units: quantity('The number of units'),
  note: safeText('The note', { max: 500, multiline: true }).optional(),
});
export type BatchCorrection = z.infer<typeof batchCorrectionSchema>;

/** What a write-off gives as its reason: the whole rest of the batch leaves the shelf. */
export const BATCH_WRITE_OFF_REASONS = ['damaged', 'expired_early'] as const;
export const batchWriteOffSchema = reasonChosenOnVersion(BATCH_WRITE_OFF_REASONS, 500);
export type BatchWriteOff = z.infer<typeof batchWriteOffSchema>;

/** A recall stops the batch at once; the reason is kept and written on each order's note. */
export const batchRecallSchema = z.strictObject({
  version: versionSchema,
  reason: safeText('The reason', { min: 3, max: 300, multiline: true }),
});
export type BatchRecall = z.infer<typeof batchRecallSchema>;

/** An order that took units of a batch: who to call when it is recalled. */
export const batchOrderSchema = z.object({
  orderId: z.number().int(),
  number: z.string().describe("The customer's order number ('#11', '#11-2')"),
  status: z.number().int(),
  units: z.number().int(),
  customer: contactSchema,
  isDelivered: z.boolean(),
});
export type BatchOrder = z.infer<typeof batchOrderSchema>;

/** GET api/hub/batches/{id}/orders/: every order that took units of the batch and kept them. */
export const batchOrdersSchema = z.object({ orders: z.array(batchOrderSchema) });
export type BatchOrders = z.infer<typeof batchOrdersSchema>;

/** What a recall answers: the batch stopped, and the orders noted for ops to call. */
export const batchRecalledSchema = z.object({
  batch: hubBatchSchema,
  orders: z.array(batchOrderSchema),
  detail: z.string(),
});
export type BatchRecalled = z.infer<typeof batchRecalledSchema>;
