import { and, asc, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { LOW_STOCK_LISTED, LOW_STOCK_UNITS } from '@makers-pantry/domain/hub-dashboard';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { isAwaitedBatch, onSale } from '../../db/catalogue-conditions';
import type { Db } from '../../db/client';
import { makers, products, stockBatches } from '../../db/schema/catalog';
import { orders, payments } from '../../db/schema/orders';
import { tickets } from '../../db/schema/support';

/** The orders a day's takings count: placed and not cancelled. */
const TAKEN = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
];

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

const inHand = sql<number>`coalesce(sum(${stockBatches.quantityRemaining}) filter (where ${stockBatches.status} = 'approved'), 0)::int`;
const awaited = sql<number>`coalesce(sum(${stockBatches.quantityRemaining}) filter (where ${isAwaitedBatch}), 0)::int`;

/**
 * Products on sale with fewer than LOW_STOCK_UNITS on the shelf (decision 039), the most at risk
 * first: the fewest in hand, then those with the least on its way. Only batches that still hold
 * stock are read (stock_batches_left_idx); `total` counts every low product, not only those named.
 */
export function lowStock(db: Db) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      storeName: makers.storeName,
      inHand,
      awaited,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(products)
    .innerJoin(makers, eq(makers.id, products.makerId))
    .leftJoin(
      stockBatches,
      and(eq(stockBatches.productId, products.id), gt(stockBatches.quantityRemaining, 0)),
    )
    .where(onSale)
    .groupBy(products.id, makers.storeName)
    .having(sql`${inHand} < ${LOW_STOCK_UNITS}`)
    .orderBy(asc(inHand), asc(awaited), asc(products.name), asc(products.id))
    .limit(LOW_STOCK_LISTED);
}

/** Confirmed tickets not yet resolved (a draft is still the customer's), and the oldest's time. */
export async function openTickets(db: Db) {
  const [row] = await db
    .select({ open: count(), oldest: min(tickets.confirmedAt) })
    .from(tickets)
    .where(and(eq(tickets.isDraft, false), eq(tickets.status, 'open')));
  return { open: row?.open ?? 0, oldestConfirmedAt: row?.oldest ?? null };
}
