import { z } from 'zod';
import { calendarDateSchema } from './bounds';
import { pathIdSchema } from './catalog';
import { hubOrderRowSchema } from './fulfilment';
import { versionSchema } from './hub';
import { ORDER_STATUS, ORDER_STATUSES, PAYMENT_METHOD } from './order-codes';
import { safeText } from './text';

/**
 * The orders board (issue 26 section 2, decision 036): one delivery day, its slots with their
 * orders counted by state, filters, a search, and the orders a page at a time. The board polls
 * with the ETag it was last sent and hears 304 while nothing on that day changed.
 */
export const BOARD_PAGE_SIZE = 50;

/**
 * What the board lists when no state is asked for: the orders the shop has to work on or has
 * worked on. An order still waiting for its online payment, or whose payment failed, is counted
 * but listed only when asked for by its state.
 */
export const BOARD_LISTED_STATUSES: readonly number[] = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.CANCELLED,
];

/** The board's payment filter, in the words ops use, and the payment methods each stands for. */
export const BOARD_PAYMENTS = {
  online: [PAYMENT_METHOD.ONLINE],
  pod: [PAYMENT_METHOD.POD],
  other: [PAYMENT_METHOD.OTHER_50, PAYMENT_METHOD.OTHER_60],
} as const;
export type BoardPayment = keyof typeof BOARD_PAYMENTS;

/** An Indian mobile number (10 digits from 6): anything else made of digits is an order number. */
const MOBILE = /^[6-9]\d{9}$/;
const SEARCH_ERROR =
  "Search by the customer's order number ('11' or '11-2') or a 10-digit mobile number.";

/**
 * What the search box holds: the customer's order number (decision 022: their checkout's, with
 * or without '#', and '-2' for the second order of a checkout holding several) or a customer's
 * mobile, with or without +91 and spaces.
 */
export type BoardSearch = { checkout: number; place?: number } | { mobile: string };

export const boardSearchSchema = z
  .string()
  .trim()
  .transform((text) => text.replace(/^\+91[\s-]*/, '').replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(#?\d{1,10}(-\d{1,4})?)$/, { error: SEARCH_ERROR }))
  .transform((text): BoardSearch => {
    const [checkout, place] = text.replace('#', '').split('-');
    if (place === undefined && MOBILE.test(checkout!)) return { mobile: checkout! };
    return place === undefined
      ? { checkout: Number(checkout) }
      : { checkout: Number(checkout), place: Number(place) };
  })
  .refine((search) => !('checkout' in search) || search.checkout <= 2_147_483_647, {
    error: SEARCH_ERROR,
  });

/** A page's place: the slot start (ms since 1970) and id of the last order shown. */
const CURSOR_ERROR = 'cursor must be the nextCursor of a board answer.';
export const boardCursorSchema = z
  .string()
  .regex(/^\d{1,13}\.\d{1,10}$/, { error: CURSOR_ERROR })
  .transform((text) => {
    const [slotStartMs, orderId] = text.split('.').map(Number) as [number, number];
    return { slotStart: new Date(slotStartMs), orderId };
  })
  .refine((cursor) => cursor.orderId <= 2_147_483_647, { error: CURSOR_ERROR });

export const boardCursorOf = (slotStart: Date, orderId: number) =>
  `${slotStart.getTime()}.${orderId}`;

/** GET api/hub/orders/board/. */
export const hubBoardQuerySchema = z.strictObject({
  date: calendarDateSchema('date', 'date must be a delivery day such as 2026-12-31.')
    .optional()
    .describe('The delivery day (Asia/Kolkata); today when left out'),
  slot: pathIdSchema('slot').optional(),
  state: z
    .enum(ORDER_STATUSES.map(String) as [string, ...string[]], {
      error: 'state must be one of 5, 10, 20, 50, 60, 70, 90.',
    })
    .transform(Number)
    .optional(),
  maker: pathIdSchema('maker').optional(),
  area: safeText('area', { min: 1, max: 100 }).optional(),
  payment: z
    .enum(Object.keys(BOARD_PAYMENTS) as [BoardPayment, ...BoardPayment[]], {
      error: 'payment must be online, pod or other.',
    })
    .optional(),
  podToCollect: z
    .enum(['true', 'false'], { error: 'podToCollect must be true or false.' })
    .transform((text) => text === 'true')
    .optional()
    .describe('true: only orders whose cash on delivery is still to collect'),
  q: boardSearchSchema
    .optional()
    .describe(
      "The customer's order number ('11', '#11-2') or mobile; searches every day, whatever the filters",
    ),
  cursor: boardCursorSchema.optional(),
});
export type HubBoardQuery = z.infer<typeof hubBoardQuerySchema>;

const stateCountSchema = z.object({ status: z.number().int(), orders: z.number().int() });
export type BoardStateCount = z.infer<typeof stateCountSchema>;

export const boardSlotSchema = z.object({
  id: z.number().int(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  type: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  isActive: z.boolean(),
  counts: z.array(stateCountSchema).describe('Every state, matching the filters but the state'),
  podToCollect: z.number().describe('Rupees of cash on delivery still to collect'),
  ordersVersion: z
    .number()
    .int()
    .describe(
      "The version of the slot's orders (of the maker filter's maker, if any): a bulk step is made on it",
    ),
});
export type BoardSlot = z.infer<typeof boardSlotSchema>;

export const boardOrderSchema = hubOrderRowSchema.extend({ area: z.string() });
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const hubBoardSchema = z.object({
  date: z.string(),
  version: z
    .string()
    .describe("The day's change counter: it moves whenever an order of the day or a slot changes"),
  slots: z.array(boardSlotSchema),
  counts: z.array(stateCountSchema).describe('The whole day, matching the filters but the state'),
  makers: z
    .array(z.object({ id: z.number().int(), storeName: z.string(), orders: z.number().int() }))
    .describe("The day's makers, for the maker filter"),
  areas: z
    .array(z.object({ name: z.string(), orders: z.number().int() }))
    .describe("The day's delivery areas, for the area filter"),
  orders: z.array(boardOrderSchema),
  nextCursor: z.string().nullable(),
});
export type HubBoard = z.infer<typeof hubBoardSchema>;

// --- moving a slot's orders in bulk (POST api/hub/orders/bulk-status/) ---

/** The steps ops take for a whole slot at once; a cancel is one order at a time, with its reason. */
export const BULK_STEPS = [
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
] as const;
export type BulkStep = (typeof BULK_STEPS)[number];

/** At most this many orders named in one bulk move (a slot's whole list needs no names). */
export const MAX_BULK_ORDER_IDS = 1000;

const idSchema = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} must be positive.` })
    .max(2_147_483_647, { error: `${label} must be a whole number.` });

export const hubBulkMoveSchema = z.strictObject({
  slot: idSchema('slot').describe('The delivery slot whose orders move'),
  version: versionSchema.describe(
    "The slot's ordersVersion as the board showed it (of the maker's orders when maker is sent): any order of them changed since answers 409 STALE_VERSION and nothing moves",
  ),
  status: z.union(
    BULK_STEPS.map((status) => z.literal(status)),
    { error: 'status must be 50 (packed), 60 (out for delivery) or 70 (delivered).' },
  ),
  maker: idSchema('maker').optional().describe("Only this maker's orders of the slot"),
  orderIds: z
    .array(idSchema('An order id'), { error: 'orderIds must be a list of order ids.' })
    .min(1, { error: 'Choose at least one order, or leave orderIds out for the whole slot.' })
    .max(MAX_BULK_ORDER_IDS, {
      error: `At most ${MAX_BULK_ORDER_IDS} orders can be named at once.`,
    })
    .optional()
    .describe("Only these orders; left out: every order of the slot at the step's start"),
  note: safeText('note', { max: 300, multiline: true }).optional(),
});
export type HubBulkMove = z.infer<typeof hubBulkMoveSchema>;

export const hubBulkMovedSchema = z.object({
  status: z.number().int(),
  moved: z.array(z.number().int()).describe('The orders moved, each in its own history'),
  refused: z
    .array(z.object({ id: z.number().int(), code: z.string(), detail: z.string() }))
    .describe('The orders that could not move, each with the answer a single move would give'),
  detail: z.string(),
});
export type HubBulkMoved = z.infer<typeof hubBulkMovedSchema>;

const STEP_WORDS: Record<number, string> = {
  50: 'packed',
  60: 'out for delivery',
  70: 'delivered',
};
const WAITING_WORDS: Record<number, string> = {
  50: 'confirmed',
  60: 'packed',
  70: 'out for delivery',
};

/** The sentence a bulk move answers with. */
export function bulkMoveSentence(status: number, moved: number, refused: number): string {
  if (moved === 0 && refused === 0)
    return `No order of this slot is ${WAITING_WORDS[status]}: nothing was marked ${STEP_WORDS[status]}.`;
  const done =
    moved === 1
      ? `1 order is now ${STEP_WORDS[status]}.`
      : `${moved} orders are now ${STEP_WORDS[status]}.`;
  if (refused === 0) return done;
  return `${done} ${refused === 1 ? '1 order' : `${refused} orders`} could not be moved; see why beside each.`;
}
