import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { orderPayments } from '../../payments/service';
import { checkoutPlaceColumns } from '../history/order-number';

/**
 * The orders of a delivery run's cash (decision 037): cash is collected only from orders that
 * left with the run.
 */
const DISPATCHED = [ORDER_STATUS.OUT_FOR_DELIVERY, ORDER_STATUS.DELIVERED];

/** The run's orders with cash on delivery: those that left, and any whose cash was recorded. */
export function cashRunOrders(db: Executor, slotId: number) {
  return db
    .select({
      id: orders.id,
      paymentId: orders.paymentId,
      ...checkoutPlaceColumns,
      status: orders.status,
      name: sql<string>`coalesce(${orderPayments.address}->>'name', '')`,
      mobile: sql<string>`coalesce(${orderPayments.address}->>'mobile', '')`,
      area: sql<string>`coalesce(${orderPayments.address}->>'area', '')`,
      toCollectPaise: orders.podToCollectPaise,
      collectedAt: orders.podCollectedAt,
      collectedPaise: orders.podCollectedPaise,
      version: orders.changeNo,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .where(
      and(
        eq(orders.slotId, slotId),
        gt(orders.podToCollectPaise, 0),
        or(inArray(orders.status, DISPATCHED), isNotNull(orders.podCollectedAt)),
      ),
    )
    .orderBy(sql`${orderPayments.address}->>'area'`, asc(orders.id));
}

/** How many of the slot's orders have left with cash to collect. */
export async function ordersLeftWithCash(db: Executor, slotId: number): Promise<number> {
  const [left] = await db
    .select({ orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.slotId, slotId),
        gt(orders.podToCollectPaise, 0),
        inArray(orders.status, DISPATCHED),
      ),
    );
  return left?.orders ?? 0;
}
