import { z } from 'zod';
import { slotWindowSchema } from './hub-rows';
import { ORDER_STATUS, ORDER_STATUSES, type OrderActor, type OrderStatus } from './order-codes';
import { versionSchema } from './version';
import { safeText } from './text';

/**
 * How an order moves:
 *
 *   5 awaiting payment -> 20 confirmed (paid) | 10 payment failed/expired
 *   20 confirmed -> 50 packed -> 60 out for delivery -> 70 delivered
 *   20 -> 90 by the customer (within the cancel window) or by ops
 *   50 -> 90 by ops only: a packed order the maker cannot send is still cancelled and refunded,
 *   but a customer can no longer change their mind once it is packed.
 *
 * 10, 70 and 90 are final. Each step says who may take it; a step not listed is refused.
 *
 * An order waiting for its online payment is not cancelled by hand: the payment may still arrive
 * for the whole checkout, and an unpaid one ends by itself when its hold runs out (5 -> 10).
 */
const {
  AWAITING_PAYMENT,
  PAYMENT_FAILED,
  CONFIRMED,
  PACKED,
  OUT_FOR_DELIVERY,
  DELIVERED,
  CANCELLED,
} = ORDER_STATUS;

type Step = readonly [from: OrderStatus, to: OrderStatus, actors: readonly OrderActor[]];

export const ORDER_STEPS: readonly Step[] = [
  [AWAITING_PAYMENT, CONFIRMED, ['system', 'gateway']],
  [AWAITING_PAYMENT, PAYMENT_FAILED, ['system', 'gateway']],
  [CONFIRMED, PACKED, ['ops']],
  [CONFIRMED, CANCELLED, ['customer', 'ops']],
  [PACKED, OUT_FOR_DELIVERY, ['ops']],
  [PACKED, CANCELLED, ['ops']],
  [OUT_FOR_DELIVERY, DELIVERED, ['ops']],
];

export const FINAL_STATUSES: readonly OrderStatus[] = [PAYMENT_FAILED, DELIVERED, CANCELLED];

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveOrder(from: number, to: number, actor: OrderActor): boolean {
  return ORDER_STEPS.some(([f, t, actors]) => f === from && t === to && actors.includes(actor));
}

/** The statuses an order in `from` may be moved to by `actor`, in the order of the steps above. */
export function nextStatuses(from: number, actor: OrderActor): OrderStatus[] {
  return ORDER_STEPS.filter(([f, , actors]) => f === from && actors.includes(actor)).map(
    ([, to]) => to,
  );
}

/** Statuses from which `to` is reachable by `actor`: the guard of the UPDATE that moves an order. */
export function statusesBefore(to: number, actor: OrderActor): OrderStatus[] {
  return ORDER_STEPS.filter(([, t, actors]) => t === to && actors.includes(actor)).map(
    ([from]) => from,
  );
}

/** What ops may ask for through the hub (confirming and failing payments are the gateway's). */
export const HUB_TARGET_STATUSES = [PACKED, OUT_FOR_DELIVERY, DELIVERED, CANCELLED] as const;

/** Cancellation is allowed within 1 hour of ordering. */
export const CANCEL_WINDOW_MINUTES = 60;

/** Why a customer may not cancel, or null when they may. */
export type CancelRefusal = 'closed' | 'unpaid' | 'cash-collected' | 'packed' | 'too-late';

export function cancelRefusal(
  order: { status: number; placedAt: Date; podCollectedAt?: Date | null },
  now: Date,
): CancelRefusal | null {
  if (order.status === CANCELLED || order.status === PAYMENT_FAILED) return 'closed';
  if (order.status === AWAITING_PAYMENT) return 'unpaid';
  // Cash in hand is only collected after dispatch, but an order collected earlier keeps it: a
  // cancel would tell the customer nothing was charged while the shop holds their money.
  if (order.podCollectedAt) return 'cash-collected';
  if (order.status !== CONFIRMED) return 'packed';
  if (now.getTime() - order.placedAt.getTime() >= CANCEL_WINDOW_MINUTES * 60_000) {
    return 'too-late';
  }
  return null;
}

/** `canCancel`: before packing and within the hour of placing. */
export const canCancel = (
  order: { status: number; placedAt: Date; podCollectedAt?: Date | null },
  now: Date,
): boolean => cancelRefusal(order, now) === null;

/** The sentence a refused cancel answers with. */
export const CANCEL_REFUSALS: Record<CancelRefusal, string> = {
  closed: 'This order is already cancelled.',
  unpaid:
    'This order is waiting for its payment. If it is not paid, it is cancelled by itself within a few minutes.',
  'cash-collected':
    'The cash for this order has already been collected, so it can no longer be cancelled. Please contact us.',
  packed: 'This order is already packed, so it can no longer be cancelled. Please contact us.',
  'too-late':
    'Orders can be cancelled only within 1 hour of placing them. Please contact us for help.',
};

/**
 * The cancel toast for an online payment, spelled right,
 * with how much comes back when it is known.
 */
export const CANCELLED_WITH_REFUND =
  'Order cancelled. You will receive a full refund in 5-7 business days';
export const cancelledWithRefund = (amountText: string) =>
  `Order cancelled. You will receive a full refund of ${amountText} in 5-7 business days`;
/**
 * For an order whose items already earned credit or a replacement (decision 042): only what is
 * left comes back, or nothing.
 */
export const cancelledWithPartRefund = (amountText: string) =>
  `Order cancelled. You will receive a refund of ${amountText} in 5-7 business days`;
export const CANCELLED_ALREADY_MADE_GOOD =
  'Order cancelled. Its items were already made good with credit or a replacement, so there is nothing more to refund.';
/** For pay on delivery, or an online payment never completed: nothing was taken. */
export const CANCELLED_NOTHING_PAID = 'Order cancelled. Nothing was charged for it.';

// --- the ops API (api/hub/orders/...) ---

/** POST api/hub/orders/{orderId}/status/. */
export const hubOrderStatusRequestSchema = z.strictObject({
  version: versionSchema.describe("The order's version as the board or its page showed it"),
  status: z.union(
    HUB_TARGET_STATUSES.map((status) => z.literal(status)),
    {
      error: 'status must be 50 (packed), 60 (out for delivery), 70 (delivered) or 90 (cancelled).',
    },
  ),
  /** Why: kept with the change; for a cancel it is the reason the customer is shown. */
  note: safeText('note', { max: 300, multiline: true }).optional(),
});
export type HubOrderStatusRequest = z.infer<typeof hubOrderStatusRequestSchema>;

export const hubOrderMovedSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  detail: z.string(),
});

export const hubPodCollectedSchema = z.object({
  id: z.number().int(),
  podCollection: z.object({ toCollect: z.number(), isCompleted: z.boolean() }),
  collectedAt: z.string(),
});

const positiveInt = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${label} must be a positive whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be positive.`).max(2_147_483_647));

/** GET api/hub/orders/: newest first, by keyset cursor on the order id. */
export const hubOrderListQuerySchema = z.strictObject({
  status: z
    .enum(ORDER_STATUSES.map(String) as [string, ...string[]], {
      error: 'status must be one of 5, 10, 20, 50, 60, 70, 90.',
    })
    .transform(Number)
    .optional(),
  slot: positiveInt('slot').optional(),
  cursor: positiveInt('cursor').optional(),
});

export const HUB_ORDER_PAGE_SIZE = 50;

/**
 * The number the customer knows an order by (decision 022: their checkout's), as the hub shows and
 * searches it: '#11', or '#11-2' for the second order of a checkout that holds several.
 */
export const orderNumberText = (checkoutId: number, place: number, ofOrders: number) =>
  ofOrders > 1 ? `#${checkoutId}-${place}` : `#${checkoutId}`;

export const hubOrderRowSchema = z.object({
  id: z.number().int(),
  number: z
    .string()
    .describe(
      "The customer's number for it: their checkout's, and its place there when the checkout holds several ('#11-2')",
    ),
  paymentId: z.number().int(),
  status: z.number().int(),
  nextStatuses: z.array(z.number().int()),
  placedAt: z.string(),
  paymentMethod: z.number().int(),
  paymentStatus: z.string(),
  customer: z.object({ name: z.string(), mobile: z.string() }),
  maker: z.object({ id: z.number().int(), storeName: z.string() }),
  slot: slotWindowSchema.extend({ type: z.number().int() }),
  itemsSubtotal: z.number(),
  netAmount: z.number(),
  podCollection: z.object({ toCollect: z.number(), isCompleted: z.boolean() }),
  version: z
    .number()
    .int()
    .describe("The order's version: its steps and cash are recorded on it (409 STALE_VERSION)"),
});
export type HubOrderRow = z.infer<typeof hubOrderRowSchema>;

export const hubOrderPageSchema = z.object({
  orders: z.array(hubOrderRowSchema),
  nextCursor: z.number().int().nullable(),
});
