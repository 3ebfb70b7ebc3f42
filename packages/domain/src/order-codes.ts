/**
 * Numbers the API and the database share for payments and orders.
 * The rules that read them (badges, cancel eligibility, transitions) live beside them in this
 * package; this file only names the values.
 */

/** How a payment is made. 50 and 60 are other methods that go straight to confirmation. */
export const PAYMENT_METHOD = {
  ONLINE: 10,
  POD: 20,
  OTHER_50: 50,
  OTHER_60: 60,
} as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const PAYMENT_METHODS = [10, 20, 50, 60] as const;

/**
 * Where a payment stands. 'Completed' means paid (spec: payment status 'Completed'); POD pending
 * means cash is collected on delivery.
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'completed',
  'pod_pending',
  'failed',
  'expired',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * An order's fulfilment state. The shop shows 10, 50, 60, 70 and 90: 10 payment failed or expired,
 * 50 packed, 60 out for delivery, 70 delivered, 90 cancelled. 5 (waiting for the online payment)
 * and 20 (confirmed) are ours.
 */
export const ORDER_STATUS = {
  AWAITING_PAYMENT: 5,
  PAYMENT_FAILED: 10,
  CONFIRMED: 20,
  PACKED: 50,
  OUT_FOR_DELIVERY: 60,
  DELIVERED: 70,
  CANCELLED: 90,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = [5, 10, 20, 50, 60, 70, 90] as const;

/** Who moved an order along: stored with every status change. */
export const ORDER_ACTORS = ['customer', 'ops', 'system', 'gateway'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
