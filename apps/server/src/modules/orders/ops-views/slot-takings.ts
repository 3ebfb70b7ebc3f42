import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { orderPayments } from '../../payments/service';

/** The orders a day's takings count: placed and not cancelled. */
const TAKEN = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
];

/**
 * Per slot and state, its orders (the orders board's counts of a day: every order of the slot, no
 * filter) and what the live ones are worth (each order's share of what the customer pays, after
 * discount and credit, with the fee), split by how they pay: ahead, or on delivery. One pass over
 * the day's orders for both: on a 5,000-order day a second pass for the takings cost Today as much
 * as the first. (The board's own pass also groups by maker and area for its filters, which Today
 * never shows: that cost Today 50 ms on such a day.)
 */
export function slotTallies(db: Db, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  const taken = sql`${orders.status} IN (${sql.join(TAKEN, sql`, `)})`;
  const onDelivery = sql`${orderPayments.method} = ${PAYMENT_METHOD.POD}`;
  return db
    .select({
      slotId: orders.slotId,
      status: orders.status,
      all: sql<number>`count(*)::int`,
      prepaidPaise: sql<number>`coalesce(sum(${orders.netPaise}) filter (where ${taken} and not ${onDelivery}), 0)::int`,
      payOnDeliveryPaise: sql<number>`coalesce(sum(${orders.netPaise}) filter (where ${taken} and ${onDelivery}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .where(inArray(orders.slotId, slotIds))
    .groupBy(orders.slotId, orders.status);
}
