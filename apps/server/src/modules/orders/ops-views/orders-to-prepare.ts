import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/orders';
import { slotWindows } from '../../delivery/service';

/** Orders a maker has to make: paid or to be paid on delivery, not yet handed over. */
const TO_PREPARE = [ORDER_STATUS.CONFIRMED, ORDER_STATUS.PACKED, ORDER_STATUS.OUT_FOR_DELIVERY];

/**
 * What a maker has to prepare for the slots of some days (decision 057): one row per slot and
 * product with its units and orders, and each slot's orders (an order of two products counts
 * once). Nothing of the customer, the address or a mobile is read.
 */
export async function ordersToPrepare(db: Executor, makerId: number, from: string, to: string) {
  const live = and(
    eq(orders.makerId, makerId),
    inArray(orders.status, TO_PREPARE),
    gte(slotWindows.date, from),
    lte(slotWindows.date, to),
  );
  // One row per slot and product: orders_maker_idx finds the maker's live orders.
  const lines = await db
    .select({
      date: slotWindows.date,
      slotId: slotWindows.id,
      startAt: slotWindows.startAt,
      endAt: slotWindows.endAt,
      type: slotWindows.type,
      productId: orderItems.productId,
      name: orderItems.productName,
      packageSize: orderItems.productPackageSize,
      measurementUnit: orderItems.productMeasurementUnit,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orders)
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(live)
    // A view has no key, so the slot's columns are grouped too; once the view is folded in, the
    // planner drops them again as delivery_slots' key decides them (the plan is unchanged).
    .groupBy(
      slotWindows.id,
      slotWindows.date,
      slotWindows.startAt,
      slotWindows.endAt,
      slotWindows.type,
      orderItems.productId,
      orderItems.productName,
      orderItems.productPackageSize,
      orderItems.productMeasurementUnit,
    )
    .orderBy(asc(slotWindows.startAt), asc(slotWindows.id));
  const slotOrders = await db
    .select({ slotId: orders.slotId, orders: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .where(live)
    .groupBy(orders.slotId);
  return { lines, ordersOfSlot: new Map(slotOrders.map((row) => [row.slotId, row.orders])) };
}
