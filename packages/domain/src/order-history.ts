import { z } from 'zod';
import { batchDatesSchema, MAX_ID } from './catalog';
import { deliverySlotSchema } from './delivery-options';
import { deliveryDayLabel, istClock, istDayText, istTime, isQuick } from './delivery-time';
import { formatRupees } from './money';
import { ORDER_STATUS, PAYMENT_METHOD, REFUND_STATUSES, type RefundStatus } from './order-codes';
import { orderAddressSchema, paymentStatusSchema } from './orders';
import { TICKET_STATUSES, ticketResolutionSchema } from './support';
import { safeText } from './text';

/**
 * My Orders and the order detail:
 * GET api/orders/v2/, GET api/orders/{orderId}/ and POST api/orders/cancel-v2/{orderId}/.
 * Amounts are rupees here.
 */

/** Payments per page of My Orders. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** `?cursor=`: the last payment id of the previous page; absent for the first page. */
export const orderHistoryQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor must be a positive whole number.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'cursor must be positive.').max(MAX_ID, 'cursor is too large.'))
    .optional(),
});

export const orderItemNameSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
});

export const podCollectionSchema = z.object({
  /** Cash still to be collected in this slot (rupees). */
  toCollect: z.number(),
  isCompleted: z.boolean(),
});
export type PodCollection = z.infer<typeof podCollectionSchema>;

/**
 * The money a cancel sends back for an order paid online: how much and how far it has got. The
 * spec's refund takes 5-7 business days; 'failed' is the gateway's last word and goes to our team.
 */
export const refundViewSchema = z.object({
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const historySlotSchema = deliverySlotSchema.extend({
  orders: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      items: z.array(orderItemNameSchema),
      /** Ours: the shop's latest note on the order (a slot ops moved it to); else null. */
      shopNote: z.string().nullable().optional(),
    }),
  ),
  podCollection: podCollectionSchema,
});
export type HistorySlot = z.infer<typeof historySlotSchema>;

/** 'Payment (order-list entry)'. */
export const historyPaymentSchema = z.object({
  id: z.number().int(),
  method: z.number().int(),
  paymentStatus: paymentStatusSchema,
  netAmount: z.number(),
  discountAmount: z.number(),
  itemsTotal: z.number(),
  grossAmount: z.number(),
  deliveryFee: z.number(),
  startedAt: z.string(),
  address: orderAddressSchema,
  deliverySlots: z.array(historySlotSchema),
  /** What cancels of its orders send back, added up (status: the least advanced); else null. */
  refund: refundViewSchema.nullable(),
  /**
   * Ours: while the online payment is awaited, when its hold ends (My Orders offers 'Pay now'
   * and 'Cancel' until then); else null.
   */
  payBy: z.string().nullable(),
});
export type HistoryPayment = z.infer<typeof historyPaymentSchema>;

export const orderHistoryPageSchema = z.object({
  payments: z.array(historyPaymentSchema),
  /** Pass as `?cursor=` for the next page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;

/** 'Order': a line with what it was sold as. */
export const orderLineSchema = orderItemNameSchema.extend({
  productCartImage: z.string(),
  productPackageSize: z.number(),
  productMeasurementUnit: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /**
   * Ours: the batches the line's units were taken from (earliest best-before first), with how
   * many from each; empty once the order is cancelled and its units went back.
   */
  batches: z.array(batchDatesSchema.extend({ quantity: z.number().int() })),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A ticket the customer raised about an order, with ops' answer once resolved (decision 029). */
export const orderTicketSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  itemName: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  resolution: ticketResolutionSchema.nullable(),
});
export type OrderTicket = z.infer<typeof orderTicketSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  canCancel: z.boolean(),
  itemsSubtotal: z.number(),
  items: z.array(orderLineSchema),
  /** Its refund, once a cancel booked one (an online payment that was taken); else null. */
  refund: refundViewSchema.nullable(),
  /** Ours: why it was cancelled, as the customer or the shop gave it; null unless cancelled. */
  cancelReason: z.string().nullable(),
  /** The customer's confirmed tickets about it, oldest first. */
  tickets: z.array(orderTicketSchema),
  /**
   * Ours: the shop's latest word on the order for the customer, like a delivery slot ops moved it
   * to (issue 26 section 1); else null.
   */
  shopNote: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * GET api/orders/{orderId}/: the order, and the checkout it belongs to as the
 * detail screen shows it: every slot of that checkout with its orders, and the bill.
 */
export const orderDetailSchema = orderSchema.extend({
  payment: historyPaymentSchema.pick({
    id: true,
    method: true,
    paymentStatus: true,
    startedAt: true,
    address: true,
    itemsTotal: true,
    discountAmount: true,
    deliveryFee: true,
    netAmount: true,
  }),
  /**
   * Bill Details: what the customer pays for the checkout's orders that are not cancelled, the
   * sum of their shares. After a partial cancel it is the checkout's bill less what the cancel
   * refunded (or no longer collects); `payment` keeps the amounts as placed.
   */
  bill: z.object({
    itemsSubtotal: z.number(),
    discount: z.number(),
    deliveryFee: z.number(),
    total: z.number(),
  }),
  deliverySlots: z.array(deliverySlotSchema.extend({ orders: z.array(orderSchema) })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const CANCEL_REASON_MAX = 300;

/** POST api/orders/cancel-v2/{orderId}/. */
export const cancelOrderRequestSchema = z.strictObject({
  reason: safeText('reason', {
    min: 3,
    max: CANCEL_REASON_MAX,
    multiline: true,
    missing: 'Please tell us why you are cancelling.',
  }),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

export const cancelOrderResponseSchema = z.object({ detail: z.string() });

// --- rules the cards and the detail screen show ---

const { PAYMENT_FAILED, DELIVERED, CANCELLED } = ORDER_STATUS;

/** 10 and 90 count as closed. */
export const isClosedStatus = (status: number) => status === PAYMENT_FAILED || status === CANCELLED;
/** 10, 70 and 90 count as complete. */
export const isCompleteStatus = (status: number) => isClosedStatus(status) || status === DELIVERED;

export type BadgeTone = 'primary' | 'success' | 'warning';
export interface SlotBadge {
  text: 'Cancelled' | 'Delivered' | 'Confirmed';
  tone: BadgeTone;
}

/** Slot badge: all closed 'Cancelled' (primary); all complete 'Delivered' (success); else 'Confirmed'. */
export function slotBadge(statuses: readonly number[]): SlotBadge {
  if (statuses.every(isClosedStatus)) return { text: 'Cancelled', tone: 'primary' };
  if (statuses.every(isCompleteStatus)) return { text: 'Delivered', tone: 'success' };
  return { text: 'Confirmed', tone: 'warning' };
}

/**
 * Slot 'Report Issue': hidden when every order is closed; links to /help/{first order id} when all
 * are complete, else to /help. Null means hidden. The first order is the first one not closed: a
 * slot holds one order per maker, and a cancelled one has nothing to report (the help screen then
 * offers every delivered item of the purchase).
 */
export function reportIssueHref(orders: readonly { id: number; status: number }[]): string | null {
  const first = orders.find((order) => !isClosedStatus(order.status));
  if (!first) return null;
  if (orders.every((order) => isCompleteStatus(order.status))) return `/help/${first.id}`;
  return '/help';
}

/** A card opens its detail unless both net and discount are 0. */
export const isCardClickable = (payment: { netAmount: number; discountAmount: number }) =>
  !(payment.netAmount === 0 && payment.discountAmount === 0);

/** Method: 10 'Online Payment', otherwise 'Pay on Delivery'. */
export const paymentMethodText = (method: number) =>
  method === PAYMENT_METHOD.ONLINE ? 'Online Payment' : 'Pay on Delivery';

/** 'Delivered to': door number, building details, road, area, city, pincode joined. */
export function deliveredTo(address: {
  doorNum: string;
  buildingDetails: string;
  road: string;
  area: string;
  city: string;
  pincode: string;
}): string {
  return [
    address.doorNum,
    address.buildingDetails,
    address.road,
    address.area,
    address.city,
    address.pincode,
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** 'POD Pending ₹X' while cash is to be collected and not yet collected. */
export const podPendingText = (pod: PodCollection): string | null =>
  pod.toCollect > 0 && !pod.isCompleted ? `POD Pending ${formatRupees(pod.toCollect)}` : null;

/** The Cancel control shows only for a status other than 10, 50, 60, 70, 90 and with canCancel. */
export const showsCancel = (order: { status: number; canCancel: boolean }) =>
  order.canCancel && ![10, 50, 60, 70, 90].includes(order.status);

/** A slot card's title: '30 min delivery' for quick slots, else the slot's day and hours. */
export function slotCardTitle(
  slot: { type: number; date: string; startDatetime: string; endDatetime: string },
  now: Date,
): string {
  if (isQuick(slot)) return '30 min delivery';
  return `${deliveryDayLabel(slot.date, now)}, ${istTime(new Date(slot.startDatetime))} to ${istTime(
    new Date(slot.endDatetime),
  )}`;
}

/** 'Placed on 22 Nov 2026, 9:45 pm' in IST. */
export function placedOnText(startedAt: string): string {
  const instant = new Date(startedAt);
  const { hour, minutes, period } = istClock(instant);
  return `${istDayText(instant)}, ${hour}:${String(minutes).padStart(2, '0')} ${period.toLowerCase()}`;
}

/** Refunds of one purchase as one: their sum, and the status of the one least far along. */
export function refundsTogether(refunds: readonly RefundView[]): RefundView | null {
  if (refunds.length === 0) return null;
  const rank: Record<RefundStatus, number> = { failed: 0, pending: 1, processed: 2 };
  return {
    amount: Math.round(refunds.reduce((sum, refund) => sum + refund.amount * 100, 0)) / 100,
    status: refunds.reduce<RefundStatus>(
      (least, refund) => (rank[refund.status] < rank[least] ? refund.status : least),
      'processed',
    ),
  };
}

/** What the shopper reads about a refund: the amount, where it stands and the shop's 5-7 days. */
export function refundText(refund: RefundView): { title: string; note: string } {
  const amount = formatRupees(refund.amount);
  if (refund.status === 'processed')
    return {
      title: `Refunded ${amount}`,
      note: 'Sent back to how you paid. Your bank shows it within 5-7 business days.',
    };
  if (refund.status === 'failed')
    return {
      title: `Refund of ${amount} delayed`,
      note: 'The payment provider could not send it. Our team is on it and will call you.',
    };
  return {
    title: `Refund of ${amount} in progress`,
    note: 'It reaches your account in 5-7 business days.',
  };
}
