import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  pgSequence,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { createdAt, linkTo, paise, partOf, serialId, timestamptz, updatedAt } from '../columns';
import { ORDER_ACTORS } from '@makers-pantry/domain/order-codes';
import { belongsToUser } from './accounts';
import { makers, products, stockBatches } from './catalog';
import { deliverySlots } from './delivery';
import { payments } from './payments';

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

/**
 * Numbers every insert and update of an order (a trigger draws the next on UPDATE, migration
 * 0017): the orders board's change counter sums them per slot (decision 036).
 */
export const ordersChangeSeq = pgSequence('orders_change_seq');

/** One order per slot and maker within a payment. */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    paymentId: partOf('payment_id', () => payments.id),
    /** Copied from the payment so ownership is part of every query's WHERE. */
    userId: belongsToUser(),
    makerId: linkTo('maker_id', () => makers.id),
    slotId: linkTo('slot_id', () => deliverySlots.id),
    /** ORDER_STATUS. */
    status: integer('status').notNull(),
    itemsSubtotalPaise: paise('items_subtotal_paise'),
    /** The slot's fee is carried by the first order of the slot in a payment. */
    deliveryFeePaise: paise('delivery_fee_paise').default(0),
    /** This order's share of the payment's discount and credit. */
    discountPaise: paise('discount_paise').default(0),
    /** The part of `discountPaise` paid with customer credit: given back if the order closes. */
    creditPaise: paise('credit_paise').default(0),
    /** This order's share of what the customer pays (what a cancel refunds). */
    netPaise: paise('net_paise'),
    /** Cash to collect on delivery (pay on delivery only), and when it was collected. */
    podToCollectPaise: paise('pod_to_collect_paise').default(0),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

/**
 * Each slot's orders by status, and what the live ones (confirmed to delivered) are worth, split
 * by how they pay: ahead or on delivery. Kept by a trigger on orders (migration 0043, decision 075)
 * as the transaction that places, moves or changes an order commits, so Today reads a day's few
 * rows instead of counting its orders (5,000 on the bench's day). A row of zeros is none.
 */
export const slotOrderTallies = pgTable(
  'slot_order_tallies',
  {
    slotId: integer('slot_id').notNull(),
    status: integer('status').notNull(),
    orders: integer('orders').notNull().default(0),
    prepaidPaise: bigint('prepaid_paise', { mode: 'number' }).notNull().default(0),
    payOnDeliveryPaise: bigint('pay_on_delivery_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.status] })],
);

/** A line of an order with the price it was sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: partOf('order_id', () => orders.id),
    productId: linkTo('product_id', () => products.id),
    productName: text('product_name').notNull(),
    productCartImage: text('product_cart_image').notNull(),
    productPackageSize: numeric('product_package_size', {
      precision: 10,
      scale: 3,
      mode: 'number',
    }).notNull(),
    productMeasurementUnit: text('product_measurement_unit').notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: paise('price_paise'),
    /**
     * Customer credit granted for this line by issues resolved as DISCOUNT. Raised only under
     * the line's row lock, and never past what the line was worth (customer-credit.ts).
     */
    creditedPaise: paise('credited_paise').default(0),
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
    orderItemId: partOf('order_item_id', () => orderItems.id),
    batchId: linkTo('batch_id', () => stockBatches.id),
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
    id: serialId(),
    orderId: partOf('order_id', () => orders.id),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    /** The note is written to the customer (a slot ops moved the order to): My Orders shows it. */
    isForCustomer: boolean('is_for_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * An Idempotency-Key a customer sent with a checkout, and the checkout it made: written in that
 * checkout's transaction, so a repeat (even after a crash) is answered from the checkout itself
 * instead of placing a second one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: belongsToUser(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /**
     * The checkout this key placed. Null only inside the placing transaction (the key is claimed
     * first, so a double click waits on it): a committed key always names its checkout.
     */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
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
    id: serialId(),
    userId: belongsToUser(),
    amountPaise: paise('amount_paise'),
    remainingPaise: paise('remaining_paise'),
    /** The ticket resolved with DISCOUNT that earned it (one credit per ticket). */
    ticketId: integer('ticket_id'),
    /** Or the closed order whose credit came back (once per order). */
    returnedFromOrderId: integer('returned_from_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
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
