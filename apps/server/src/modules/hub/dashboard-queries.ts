import { and, asc, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import { LOW_STOCK_LISTED, LOW_STOCK_UNITS } from '@makers-pantry/domain/hub-dashboard';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { offSaleProductIds, onSale } from '../../db/catalogue-conditions';
import type { Db } from '../../db/client';
import { makers, products, productStock } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { tickets } from '../../db/schema/support';

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

const lowOnShelf = and(gt(productStock.inHand, 0), lt(productStock.inHand, LOW_STOCK_UNITS))!;

/**
 * Products on sale with a few units left on the shelf, fewer than LOW_STOCK_UNITS (decision 039),
 * the most at risk first: the fewest in hand, then those with the least on its way, then the
 * longest in the shop. Read from the kept stock figure (decision 051) in its own index's order, so
 * the list reads a handful of rows however many products run low; one with none left is sold out,
 * not running low, and is not listed. The count is of every low product on sale: every low figure
 * (from the index alone) but those of the few products off sale.
 */
export async function lowStock(db: Db) {
  const [products_, [counted]] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        storeName: makers.storeName,
        inHand: productStock.inHand,
        awaited: productStock.awaited,
      })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .innerJoin(makers, eq(makers.id, products.makerId))
      .where(and(lowOnShelf, onSale))
      .orderBy(asc(productStock.inHand), asc(productStock.awaited), asc(productStock.productId))
      .limit(LOW_STOCK_LISTED),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productStock)
      .where(and(lowOnShelf, sql`${productStock.productId} NOT IN (${offSaleProductIds})`)),
  ]);
  return { count: counted?.n ?? 0, products: products_ };
}

/** Confirmed tickets not yet resolved (a draft is still the customer's), and the oldest's time. */
export async function openTickets(db: Db) {
  const [row] = await db
    .select({ open: count(), oldest: min(tickets.confirmedAt) })
    .from(tickets)
    .where(and(eq(tickets.isDraft, false), eq(tickets.status, 'open')));
  return { open: row?.open ?? 0, oldestConfirmedAt: row?.oldest ?? null };
}
