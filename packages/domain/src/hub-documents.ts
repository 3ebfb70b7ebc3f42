import { z } from 'zod';
import { idListTextSchema } from './bounds';
import { BATCH_STATUSES } from './catalog-enums';
import { pathIdSchema } from './catalog';
import { productPackShape, slotWindowSchema } from './hub-rows';
import { ORDER_STATUS } from './order-codes';

/**
 * Picking and packing (issue 26 section 2, decision 037): the pick list of a slot (what to take
 * from which batch), packing slips (one per order) and the delivery manifest of a run, as JSON
 * for the screen and as PDFs to print.
 */

/** What is still to pick: confirmed orders, not yet packed. */
export const PICK_STATUSES: readonly number[] = [ORDER_STATUS.CONFIRMED];
/** Slips go in the bags: orders being picked or packed. */
export const SLIP_STATUSES: readonly number[] = [ORDER_STATUS.CONFIRMED, ORDER_STATUS.PACKED];
/** A delivery run: the slot's orders packed for it or out with it. */
export const MANIFEST_STATUSES: readonly number[] = [
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
];

/** At most this many orders in one PDF of slips or one manifest (a slot's whole day fits). */
export const MAX_DOCUMENT_ORDERS = 2000;

export const slotDocumentQuerySchema = z.strictObject({
  slot: pathIdSchema('slot'),
  maker: pathIdSchema('maker').optional(),
});
export type SlotDocumentQuery = z.infer<typeof slotDocumentQuerySchema>;

/** Packing slips of a slot, or of the orders named ('12,15,19'). */
export const packingSlipQuerySchema = slotDocumentQuerySchema.extend({
  orders: idListTextSchema('orders must be order ids separated by commas (at most 200).', 200)
    .optional()
    .describe("Only these orders of the slot; left out: the slot's orders being picked or packed"),
});
export type PackingSlipQuery = z.infer<typeof packingSlipQuerySchema>;

export const pickBatchSchema = z.object({
  batchId: z.number().int(),
  bestBefore: z.string().nullable(),
  status: z.enum(BATCH_STATUSES).describe('A batch not yet approved is not on the shelf yet'),
  quantity: z.number().int(),
});

export const pickLineSchema = z.object({
  productId: z.number().int(),
  ...productPackShape,
  quantity: z.number().int().describe('Units to pick, all orders together'),
  orders: z.number().int().describe('How many orders want it'),
  batches: z.array(pickBatchSchema).describe('Which batch to take them from, earliest first'),
});
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickListSchema = z.object({
  slot: slotWindowSchema,
  makers: z.array(
    z.object({
      id: z.number().int(),
      storeName: z.string(),
      orders: z.number().int(),
      products: z.array(pickLineSchema),
    }),
  ),
});
export type PickList = z.infer<typeof pickListSchema>;
