import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';

/** The orders a day's takings count: placed and not cancelled. */
const TAKEN = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
];

/**
 * Per slot, its orders by state: the orders board's counts of a day (every order of the slot, no
 * filter), from the slots' index alone (orders_slot_idx). The board's own pass also groups by
 * maker and area for its filters, which Today never shows: that cost Today 50 ms on a 5,000-order
 * day.
 */
export function ordersBySlotAndState(db: Db, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select({ slotId: orders.slotId, status: orders.status, all: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.slotId, slotIds))
    .groupBy(orders.slotId, orders.status);
}

/**
 * Per slot, what its live orders are worth (each order's share of what the customer pays, after
 * discount and credit, with the fee), split by how they pay: ahead, or on delivery.
 */
export function takingsOfSlots(db: Db, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  const onDelivery = sql`${payments.method} = ${PAYMENT_METHOD.POD}`;
  return db
    .select({
      slotId: orders.slotId,
      prepaidPaise: sql<number>`coalesce(sum(${orders.netPaise}) filter (where not ${onDelivery}), 0)::int`,
      payOnDeliveryPaise: sql<number>`coalesce(sum(${orders.netPaise}) filter (where ${onDelivery}), 0)::int`,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(inArray(orders.slotId, slotIds), inArray(orders.status, TAKEN)))
    .groupBy(orders.slotId);
}
