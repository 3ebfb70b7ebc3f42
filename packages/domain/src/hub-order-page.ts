import { z } from 'zod';
import { boardOrderSchema } from './hub-board';
import { ORDER_ACTORS } from './order-codes';
import { safeText } from './text';

/**
 * The hub's page of one order (issue 38 §3, GET api/hub/orders/{id}/): the order as the board
 * shows it, its items with the batches they were sent from, the address, the payment and
 * refund, every event of its history and the tickets about it.
 */
export const hubOrderPageSchema = z.object({
  order: boardOrderSchema,
  version: z
    .number()
    .int()
    .describe("The order's version: the hub's delivery steps are made on it (409 STALE_VERSION)"),
  awaitsDecision: z
    .boolean()
    .describe('Its delivery failed and it is back at the hub: re-attempt it or return it'),
  cashCollected: z
    .number()
    .nullable()
    .describe('Rupees recorded as taken at the door (pay on delivery), when recorded'),
  address: z.object({
    name: z.string(),
    mobile: z.string(),
    lines: z.array(z.string()).describe('The address as printed on the packing slip'),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      productName: z.string(),
      packageSize: z.number(),
      measurementUnit: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      batches: z.array(
        z.object({
          batchId: z.number().int(),
          quantity: z.number().int(),
          bestBefore: z.string().nullable(),
          isReturned: z.boolean().describe('Given back to the batch (a cancel)'),
        }),
      ),
    }),
  ),
  refund: z.object({ amount: z.number(), status: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
  events: z
    .array(
      z.object({
        at: z.string(),
        fromStatus: z.number().int().nullable(),
        toStatus: z.number().int(),
        actor: z.enum(ORDER_ACTORS),
        actorName: z.string().nullable(),
        note: z.string().nullable(),
        isForCustomer: z.boolean(),
      }),
    )
    .describe('Oldest first: placed, paid, moved, packed, out, delivered, cancelled, notes'),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      status: z.string(),
      resolvedAs: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type HubOrderPage = z.infer<typeof hubOrderPageSchema>;

/** POST api/hub/orders/{id}/notes/: a note for the shop's eyes only, kept in the order's history. */
export const hubOrderNoteSchema = z.strictObject({
  note: safeText('The note', { min: 3, max: 500, multiline: true }),
});
export type HubOrderNote = z.infer<typeof hubOrderNoteSchema>;
