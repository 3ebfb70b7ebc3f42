import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../db/client';
import { discountCodes, discountUses, orders, payments } from '../../db/schema/orders';
import { releaseSlotPlace } from '../delivery/service';
import { grantCredit } from './customer-credit';
import { lockBatchesOfOrders } from './stock-allocation';

const CLOSED = [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCELLED];

/**
 * Gives back what an order holds: its units to the very batches they came from, its place in the
 * slot, the customer credit it spent (as a new credit), and (once no live order is left in its
 * payment) the discount code's use.
 *
 * Call it only from the transaction that has just moved the order to a closed status with a
 * guarded UPDATE: winning that guard is what makes the slot place come back once. The units are
 * guarded on their own (`returned_at`), so stock comes back once whatever the caller does.
 */
export async function releaseOrderReservation(
  tx: Executor,
  order: { id: number; paymentId: number; slotId: number },
  now: Date,
): Promise<void> {
  // Batch rows first and in (product, batch) order, as order creation locks them: a cancel and
  // a new order sharing two batches then queue instead of deadlocking.
  await lockBatchesOfOrders(tx, [order.id]);
  await tx.execute(sql`
    WITH returned AS (
      UPDATE order_item_batches AS b
      SET returned_at = ${now.toISOString()}
      FROM order_items AS i
      WHERE i.id = b.order_item_id AND i.order_id = ${order.id} AND b.returned_at IS NULL
      RETURNING b.batch_id, b.quantity
    ), per_batch AS (
      SELECT batch_id, sum(quantity)::int AS quantity FROM returned GROUP BY batch_id
    )
    UPDATE stock_batches AS s
    SET quantity_remaining = s.quantity_remaining + per_batch.quantity
    FROM per_batch
    WHERE s.id = per_batch.batch_id`);

  await releaseSlotPlace(tx, order.slotId);

  const [spent] = await tx
    .select({ userId: orders.userId, creditPaise: orders.creditPaise })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (spent && spent.creditPaise > 0)
    await grantCredit(tx, {
      userId: spent.userId,
      amountPaise: spent.creditPaise,
      returnedFromOrderId: order.id,
      now,
    });

  // The payment row is the meeting point of its orders' cancels: locked, a second cancel of a
  // sibling order waits here and then sees this one closed, so the code's use comes back once.
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, order.paymentId))
    .for('update');
  const live = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, order.paymentId), notInArray(orders.status, CLOSED)))
    .limit(1);
  if (live.length > 0) return;

  const released = await tx
    .update(discountUses)
    .set({ releasedAt: now })
    .where(and(eq(discountUses.paymentId, order.paymentId), isNull(discountUses.releasedAt)))
    .returning({ discountCodeId: discountUses.discountCodeId });
  for (const use of released) {
    await tx
      .update(discountCodes)
      .set({ usesCount: sql`greatest(${discountCodes.usesCount} - 1, 0)` })
      .where(eq(discountCodes.id, use.discountCodeId));
  }
}
