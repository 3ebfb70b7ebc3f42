import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  pgSequence,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { ORDER_ACTORS, PAYMENT_STATUSES, REFUND_STATUSES } from '@makers-pantry/domain/order-codes';
import { users } from './accounts';
import { addresses } from './addresses';
import { makers, products, stockBatches } from './catalog';
import { deliverySlots } from './delivery';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What an order keeps of the address it was delivered to. */
export interface AddressSnapshot {
  name: string;
  mobile: string;
  doorNum: string;
  buildingDetails: string;
  road: string;
  area: string;
  city: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

/** Codes are stored upper-case; the customer's text is trimmed and upper-cased before lookup. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    percentage: integer('percentage').notNull(),
    capPaise: integer('cap_paise').notNull(),
    validFrom: timestamptz('valid_from').notNull(),
    validTo: timestamptz('valid_to').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** null: no limit on the number of uses. */
    totalUses: integer('total_uses'),
    /** Uses held by live orders; released when an order is cancelled or its payment expires. */
    usesCount: integer('uses_count').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Every hub edit moves it; an edit made on an older one answers 409 STALE_VERSION. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('discount_codes_upper', sql`${t.code} = upper(${t.code})`),
    check('discount_codes_percentage', sql`${t.percentage} BETWEEN 1 AND 100`),
    check(
      'discount_codes_uses',
      sql`${t.usesCount} >= 0 AND (${t.totalUses} IS NULL OR ${t.usesCount} <= ${t.totalUses})`,
    ),
  ],
);

/**
 * One checkout: the customer pays once (online, on delivery, or nothing when a code or credit
 * covers it) for one order per slot and maker. `id` is the API's myjaxyPaymentId.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PAYMENT_METHOD: 10 online, 20 pay on delivery, 50/60 other. */
    method: integer('method').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Customer credit (from a DISCOUNT resolution of an issue) applied to this payment. */
    creditPaise: integer('credit_paise').notNull().default(0),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    /** Items plus delivery fees, before discount and credit. */
    grossPaise: integer('gross_paise').notNull(),
    /** What the customer pays. */
    netPaise: integer('net_paise').notNull(),
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
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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

/** A customer's use of a code, counted per customer; released with the payment's orders. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' })
      .unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [index('discount_uses_user_idx').on(t.discountCodeId, t.userId)],
);

/**
 * Numbers every insert and update of an order (a trigger draws the next on UPDATE, migration
 * 0017): the orders board's change counter sums them per slot (decision 036).
 */
export const ordersChangeSeq = pgSequence('orders_change_seq');

/** One order per slot and maker within a payment. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Copied from the payment so ownership is part of every query's WHERE. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    makerId: integer('maker_id')
      .notNull()
      .references(() => makers.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id),
    /** ORDER_STATUS. */
    status: integer('status').notNull(),
    itemsSubtotalPaise: integer('items_subtotal_paise').notNull(),
    /** The slot's fee is carried by the first order of the slot in a payment. */
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    /** This order's share of the payment's discount and credit. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The part of `discountPaise` paid with customer credit: given back if the order closes. */
    creditPaise: integer('credit_paise').notNull().default(0),
    /** This order's share of what the customer pays (what a cancel refunds). */
    netPaise: integer('net_paise').notNull(),
    /** Cash to collect on delivery (pay on delivery only), and when it was collected. */
    podToCollectPaise: integer('pod_to_collect_paise').notNull().default(0),
    podCollectedAt: timestamptz('pod_collected_at'),
    /**
     * The cash taken at the door when it was recorded: less than podToCollectPaise when the
     * customer paid only part (the shortfall is flagged on the slot's Cash page). Null when not
     * recorded, or recorded in full before partial cash could be (read as the whole).
     */
    podCollectedPaise: integer('pod_collected_paise'),
    cancelReason: text('cancel_reason'),
    /**
     * A replacement sent for a line of an earlier order (a ticket resolved as REPLACEMENT): that
     * line counts this order's units as made good while the order is live (line-money.ts).
     */
    replacesOrderItemId: integer('replaces_order_item_id').references(
      (): AnyPgColumn => orderItems.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * A new number from orders_change_seq at every insert and update, whoever writes the row:
     * a slot's count and sum of them change whenever one of its orders does, in whatever order
     * the writers commit (decision 036).
     */
    changeNo: bigint('change_no', { mode: 'number' })
      .notNull()
      .default(sql`nextval('orders_change_seq')`),
  },
  (t) => [
    index('orders_payment_idx').on(t.paymentId),
    index('orders_slot_change_idx').on(t.slotId, t.changeNo),
    index('orders_user_idx').on(t.userId, sql`${t.id} DESC`),
    // With the id, a day's page of the orders board is chosen from this index alone (decision 036).
    index('orders_slot_idx').on(t.slotId, t.status, t.id),
    index('orders_maker_idx').on(t.makerId, t.status),
  ],
);

/** A line of an order with the price it was sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productCartImage: text('product_cart_image').notNull(),
    productPackageSize: numeric('product_package_size', {
      precision: 10,
      scale: 3,
      mode: 'number',
    }).notNull(),
    productMeasurementUnit: text('product_measurement_unit').notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /**
     * Customer credit granted for this line by issues resolved as DISCOUNT. Raised only under
     * the line's row lock, and never past what the line was worth (customer-credit.ts).
     */
    creditedPaise: integer('credited_paise').notNull().default(0),
    /**
     * Units of this line sent again by live replacement orders. With the credit and any refund,
     * never more than the line was paid for: the money rule of line-money.ts, raised and lowered
     * only under the line's row lock.
     */
    replacedUnits: integer('replaced_units').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
    check(
      'order_items_credited',
      sql`${t.creditedPaise} >= 0 AND ${t.creditedPaise} <= ${t.pricePaise} * ${t.quantity}`,
    ),
    check(
      'order_items_replaced',
      sql`${t.replacedUnits} >= 0 AND ${t.replacedUnits} <= ${t.quantity}`,
    ),
  ],
);

/**
 * Which batch each unit of an item came from, so a cancel or an expired hold puts back exactly
 * what was taken. `returnedAt` makes the return happen once.
 */
export const orderItemBatches = pgTable(
  'order_item_batches',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    quantity: integer('quantity').notNull(),
    returnedAt: timestamptz('returned_at'),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.batchId] }),
    check('order_item_batches_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of an order, with who made it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    /** The note is written to the customer (a slot ops moved the order to): My Orders shows it. */
    isForCustomer: boolean('is_for_customer').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
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
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** As the provider reported it, whatever the checkout asked. */
    amountPaise: integer('amount_paise').notNull(),
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
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    captureId: integer('capture_id')
      .references(() => paymentCaptures.id, { onDelete: 'cascade' })
      .unique(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    /** Times the gateway was asked and did not take it; the background retry backs off by it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the background retry may ask again; null: a minute after it was booked. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** Set once it kept failing (or the provider failed it): ops see it as 'needs attention'. */
    needsAttentionAt: timestamptz('needs_attention_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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

/**
 * An Idempotency-Key a customer sent with a checkout, and the checkout it made: written in that
 * checkout's transaction, so a repeat (even after a crash) is answered from the checkout itself
 * instead of placing a second one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /**
     * The checkout this key placed. Null only inside the placing transaction (the key is claimed
     * first, so a double click waits on it): a committed key always names its checkout.
     */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Money a customer may spend on a next order, from an issue resolved with DISCOUNT. Used up whole
 * or in part by the next payment.
 */
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    remainingPaise: integer('remaining_paise').notNull(),
    /** The ticket resolved with DISCOUNT that earned it (one credit per ticket). */
    ticketId: integer('ticket_id'),
    /** Or the closed order whose credit came back (once per order). */
    returnedFromOrderId: integer('returned_from_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_credits_user_idx').on(t.userId),
    uniqueIndex('customer_credits_ticket_idx').on(t.ticketId),
    uniqueIndex('customer_credits_returned_idx').on(t.returnedFromOrderId),
    check(
      'customer_credits_remaining',
      sql`${t.remainingPaise} >= 0 AND ${t.remainingPaise} <= ${t.amountPaise}`,
    ),
  ],
);
