import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import type { BatchOrder } from '@makers-pantry/domain/hub-batches';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderItemBatches, orderItems, orders } from '../../../db/schema/orders';
import { orderPayments } from '../../payments/service';
import { checkoutPlaceColumns } from '../history/order-number';

/** Orders that never held the units: nothing of the batch reached their customer. */
const NEVER_HELD = [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCELLED];

/**
 * Every order that took units of a batch and still has them (not given back by a cancel), with
 * the customer to call: the list a recall works through (issue 38 §5). Read from the batch's
 * allocation rows, so a replacement sent from the batch is on it too.
 */
export async function ordersOfBatch(db: Executor, batchId: number): Promise<BatchOrder[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      paymentId: orders.paymentId,
      ...checkoutPlaceColumns,
      status: orders.status,
      userId: orders.userId,
      units: sql<number>`sum(${orderItemBatches.quantity})::int`,
      name: sql<string>`coalesce(${orderPayments.address}->>'name', '')`,
      mobile: sql<string>`coalesce(${orderPayments.address}->>'mobile', '')`,
    })
    .from(orderItemBatches)
    .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .where(
      and(
        eq(orderItemBatches.batchId, batchId),
        isNull(orderItemBatches.returnedAt),
        notInArray(orders.status, NEVER_HELD),
      ),
    )
    // A view has no key, so the address is grouped too; once the view is folded in, the planner
    // drops it again as payments' key decides it (the plan is unchanged).
    .groupBy(orders.id, orderPayments.id, orderPayments.address)
    .orderBy(asc(orders.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    number: orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders),
    status: row.status,
    units: row.units,
    customer: { id: row.userId, name: row.name, mobile: row.mobile },
    isDelivered: row.status === ORDER_STATUS.DELIVERED,
  }));
}
