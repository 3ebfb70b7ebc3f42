import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, paise, partOf, serialId, timestamptz, updatedAt } from '../columns';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '@makers-pantry/domain/order-codes';
import { belongsToUser } from './accounts';
import { addresses } from './addresses';
import { discountCodes } from './discounts';
import { type AddressSnapshot, orders } from './orders';

/**
 * One checkout: the customer pays once (online, on delivery, or nothing when a code or credit
 * covers it) for one order per slot and maker. `id` is the API's myjaxyPaymentId.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    userId: belongsToUser(),
    /** PAYMENT_METHOD: 10 online, 20 pay on delivery, 50/60 other. */
    method: integer('method').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    itemsTotalPaise: paise('items_total_paise'),
    discountPaise: paise('discount_paise').default(0),
    /** Customer credit (from a DISCOUNT resolution of an issue) applied to this payment. */
    creditPaise: paise('credit_paise').default(0),
    deliveryFeePaise: paise('delivery_fee_paise').default(0),
    /** Items plus delivery fees, before discount and credit. */
    grossPaise: paise('gross_paise'),
    /** What the customer pays. */
    netPaise: paise('net_paise'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    /** 'simulator' or 'razorpay' for online payments. */
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    /** An online payment not completed by then gives its stock, slots and code use back. */
    holdExpiresAt: timestamptz('hold_expires_at'),
    paidAt: timestamptz('paid_at'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, sql`${t.id} DESC`),
    uniqueIndex('payments_provider_order_idx').on(t.providerOrderId),
    index('payments_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check('payments_amounts', sql`${t.netPaise} >= 0 AND ${t.grossPaise} >= 0`),
  ],
);

/**
 * What the provider says was paid on one of our provider orders, once per provider payment id:
 * the capture that paid the checkout ('completed'), the first one after its hold ran out ('late',
 * refunded order by order), any further one on the same provider order ('extra') and one whose
 * amount or currency is not what the checkout asked ('mismatch'). All but 'completed' are refunded.
 */
export const CAPTURE_OUTCOMES = ['completed', 'late', 'extra', 'mismatch'] as const;
export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number];

export const paymentCaptures = pgTable(
  'payment_captures',
  {
    id: serialId(),
    paymentId: partOf('payment_id', () => payments.id),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** As the provider reported it, whatever the checkout asked. */
    amountPaise: paise('amount_paise'),
    currency: text('currency').notNull(),
    outcome: text('outcome', { enum: CAPTURE_OUTCOMES }).notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('payment_captures_payment_idx').on(t.paymentId)],
);

/**
 * A refund of one order's share of an online payment (one per order, the gateway's key too), or
 * of the whole of a capture that was not kept (one per capture).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    orderId: integer('order_id')
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    captureId: integer('capture_id')
      .references(() => paymentCaptures.id, { onDelete: 'cascade' })
      .unique(),
    paymentId: partOf('payment_id', () => payments.id),
    amountPaise: paise('amount_paise'),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    /** Times the gateway was asked and did not take it; the background retry backs off by it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the background retry may ask again; null: a minute after it was booked. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** Set once it kept failing (or the provider failed it): ops see it as 'needs attention'. */
    needsAttentionAt: timestamptz('needs_attention_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_unsent_idx')
      .on(t.nextAttemptAt, t.createdAt)
      .where(sql`${t.status} = 'pending' AND ${t.providerRefundId} IS NULL`),
    check('refunds_of_one', sql`(${t.orderId} IS NULL) <> (${t.captureId} IS NULL)`),
    check('refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** Webhooks as received, de-duplicated by the provider's event id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
  processedAt: timestamptz('processed_at'),
});
