import { z } from 'zod';
import { calendarDateSchema } from './bounds';
import { packedProductSchema, productPackShape } from './hub-rows';

/**
 * A maker's own view of its orders and tickets (issue 38 §11): what to prepare for the next days,
 * by delivery slot and product, and the tickets customers raised about its products. Neither
 * names a customer, an address or a mobile: the hub delivers, the maker makes.
 */

/** How many delivery days the Orders view reads at once, from the first one asked. */
export const MAKER_ORDER_DAYS_DEFAULT = 3;
export const MAKER_ORDER_DAYS_MAX = 7;

export const makerOrdersQuerySchema = z.strictObject({
  from: calendarDateSchema('from', 'from must be a delivery day such as 2026-12-31.')
    .optional()
    .describe('The first delivery day (Asia/Kolkata); today when left out'),
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${MAKER_ORDER_DAYS_MAX}.` })
    .int({ error: `days must be a whole number from 1 to ${MAKER_ORDER_DAYS_MAX}.` })
    .min(1, { error: `days must be a whole number from 1 to ${MAKER_ORDER_DAYS_MAX}.` })
    .max(MAKER_ORDER_DAYS_MAX, {
      error: `days must be a whole number from 1 to ${MAKER_ORDER_DAYS_MAX}.`,
    })
    .optional()
    .describe(`How many days from \`from\` (${MAKER_ORDER_DAYS_DEFAULT} when left out)`),
});
export type MakerOrdersQuery = z.infer<typeof makerOrdersQuerySchema>;

const productToMakeSchema = z.object({
  productId: z.number().int(),
  ...productPackShape,
  units: z.number().int().describe('Units to prepare for this slot'),
  orders: z.number().int().describe('Orders that hold them'),
});

export const makerOrderSlotSchema = z.object({
  id: z.number().int(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  type: z.number().int().describe('10 scheduled, 100 quick'),
  orders: z.number().int(),
  products: z.array(productToMakeSchema),
});

export const makerOrdersSchema = z.object({
  maker: z.object({ id: z.number().int(), storeName: z.string() }),
  from: z.string(),
  to: z.string(),
  days: z
    .array(
      z.object({
        date: z.string(),
        slots: z.array(makerOrderSlotSchema).describe('Slots with orders, soonest first'),
        products: z.array(productToMakeSchema).describe("The day's totals, by product"),
      }),
    )
    .describe('Every day asked, soonest first, with or without orders'),
});
export type MakerOrders = z.infer<typeof makerOrdersSchema>;
export type MakerOrderSlot = z.infer<typeof makerOrderSlotSchema>;
export type ProductToMake = z.infer<typeof productToMakeSchema>;

/** How many of a maker's tickets a page holds. */
export const MAKER_TICKETS_PAGE_SIZE = 50;

export const makerTicketsQuerySchema = z.strictObject({
  status: z
    .enum(['open', 'resolved'], { error: 'status must be open or resolved.' })
    .optional()
    .describe('Open or resolved; both when left out'),
});
export type MakerTicketsQuery = z.infer<typeof makerTicketsQuerySchema>;

export const makerTicketSchema = z.object({
  id: z.number().int(),
  type: z.string().describe('What went wrong (an issue type)'),
  typeText: z.string().describe('The same in words'),
  description: z.string().describe("The customer's words about the product"),
  quantity: z.number().int().nullable(),
  product: packedProductSchema,
  deliveryDate: z.string().describe('The delivery day of the order it is about'),
  status: z.enum(['open', 'resolved']),
  resolvedAs: z.string().nullable().describe('REPLACEMENT, DISCOUNT or NOTHING'),
  resolutionText: z.string().nullable().describe('How ops resolved it, in words'),
  raisedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const makerTicketsSchema = z.object({
  tickets: z.array(makerTicketSchema).describe('Newest first'),
});
export type MakerTicket = z.infer<typeof makerTicketSchema>;
export type MakerTickets = z.infer<typeof makerTicketsSchema>;
