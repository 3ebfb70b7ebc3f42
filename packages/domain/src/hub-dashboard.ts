import { z } from 'zod';
import { calendarDateSchema } from './bounds';
import { EXPIRING_SOON_DAYS } from './hub-batches';

/**
 * GET api/hub/dashboard/ (issue 26 section 4, decision 039): one delivery day at a glance for ops,
 * its slots with their orders, takings and fill, and what waits for someone now: stock running
 * low, batches near their best-before, open tickets and refunds not yet done.
 */

/**
 * A product on sale with fewer approved units than this on the shelf, but some, is running low
 * (decision 039): about a day's sales of a small maker's product, early enough to plan a batch.
 * One with none left is sold out, not running low.
 */
export const LOW_STOCK_UNITS = 10;
/** At most this many of the low products are named; the count covers them all. */
export const LOW_STOCK_LISTED = 8;
/** At most this many of the expiring batches are named; the count covers them all. */
export const EXPIRING_LISTED = 5;

export const hubDashboardQuerySchema = z.strictObject({
  date: calendarDateSchema('date', 'date must be a delivery day such as 2026-12-31.')
    .optional()
    .describe('The delivery day (Asia/Kolkata); today when left out'),
});
export type HubDashboardQuery = z.infer<typeof hubDashboardQuerySchema>;

const rupees = (what: string) => z.number().describe(`Rupees: ${what}`);

export const dashboardSlotSchema = z.object({
  id: z.number().int(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  type: z.number().int().describe('10 scheduled, 100 quick'),
  capacity: z.number().int(),
  booked: z.number().int(),
  isActive: z.boolean(),
  counts: z
    .array(z.object({ status: z.number().int(), orders: z.number().int() }))
    .describe('Orders by state, every state the slot has an order in'),
  takings: z
    .object({
      prepaid: rupees('what customers paid ahead (online and other methods)'),
      payOnDelivery: rupees('what customers paying on delivery owe'),
      total: rupees('the two together'),
    })
    .describe('What the confirmed, packed, out-for-delivery and delivered orders are worth'),
});
export type DashboardSlot = z.infer<typeof dashboardSlotSchema>;

export const lowStockSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  storeName: z.string(),
  inHand: z.number().int().describe('Units in approved batches, on the shelf'),
  awaited: z.number().int().describe('Units in planned and inwarded batches, on their way'),
});
export type LowStockProduct = z.infer<typeof lowStockSchema>;

export const expiringBatchSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  storeName: z.string(),
  bestBefore: z.string(),
  quantityRemaining: z.number().int(),
});
export type ExpiringBatch = z.infer<typeof expiringBatchSchema>;

export const hubDashboardSchema = z.object({
  date: z.string(),
  slots: z.array(dashboardSlotSchema),
  takings: z
    .object({ prepaid: z.number(), payOnDelivery: z.number(), total: z.number() })
    .describe("The day's slots together"),
  lowStock: z
    .object({
      threshold: z.number().int(),
      count: z.number().int(),
      products: z.array(lowStockSchema),
    })
    .describe(
      `Products on sale with a few units on the shelf (at least 1, fewer than ${LOW_STOCK_UNITS}), ` +
        `the fewest first (then those with nothing on the way), at most ${LOW_STOCK_LISTED} named`,
    ),
  expiringBatches: z
    .object({
      days: z.number().int(),
      count: z.number().int(),
      batches: z.array(expiringBatchSchema),
    })
    .describe(
      `Batches still selling whose best-before is within ${EXPIRING_SOON_DAYS} days, the ` +
        `soonest first, at most ${EXPIRING_LISTED} named`,
    ),
  tickets: z
    .object({
      open: z.number().int(),
      oldestConfirmedAt: z.string().nullable(),
    })
    .describe('Confirmed tickets not yet resolved'),
  refunds: z
    .object({
      waiting: z.number().int(),
      needsAttention: z.number().int(),
      amount: rupees('the waiting refunds together'),
    })
    .describe('Refunds pending or failed; needsAttention: those that kept failing or failed'),
});
export type HubDashboard = z.infer<typeof hubDashboardSchema>;
