import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { intArray } from '../../../db/int-array';
import { orders } from '../../../db/schema/orders';
import { releaseSlotPlace } from '../../delivery/service';
import { releaseCodeUse } from '../../discounts/service';
import type { ClosedOrder } from '../../payments/service';
import { grantCredit } from '../credit/customer-credit';
import { lockBatchesOfOrders } from './stock-allocation';

const CLOSED = [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCELLED];

/**
 * Gives back what the orders of one payment hold: their units to the very batches they came
 * from, their places in their slots, the customer credit they spent (as new credits; `creditBack`
 * says how much for an order whose lines already earned credit or a replacement), and (once no
 * live order is left in the payment) the discount code's use.
 *
 * Call it only from the transaction that has just moved these orders to a closed status with a
 * guarded UPDATE, holding their payment's row lock: winning that guard is what makes the slot
 * places come back once. The units are guarded on their own (`returned_at`), so stock comes back
 * once whatever the caller does.
 *
 * Locks are taken in the one order of docs/decisions/014-lock-order.md, after the payment and its
 * orders: batches in (product, batch) order, then slots in id order, then the code.
 */
export async function releaseOrderReservations(
  tx: Executor,
  closed: readonly ClosedOrder[],
  now: Date,
  creditBack?: ReadonlyMap<number, number>,
): Promise<void> {
  if (closed.length === 0) return;
  const paymentIds = [...new Set(closed.map((order) => order.paymentId))];
  if (paymentIds.length > 1) throw new Error('releaseOrderReservations: one payment at a time');
  const paymentId = paymentIds[0]!;
  const orderIds = closed.map((order) => order.id);

  await lockBatchesOfOrders(tx, orderIds);
  await tx.execute(sql`
    WITH returned AS (
      UPDATE order_item_batches AS b
      SET returned_at = ${now.toISOString()}
      FROM order_items AS i
      WHERE i.id = b.order_item_id AND i.order_id = ANY(${intArray(orderIds)}::int[])
        AND b.returned_at IS NULL
      RETURNING b.batch_id, b.quantity
    ), per_batch AS (
      SELECT batch_id, sum(quantity)::int AS quantity FROM returned GROUP BY batch_id
    )
    UPDATE stock_batches AS s
    SET quantity_remaining = s.quantity_remaining + per_batch.quantity
    FROM per_batch
    WHERE s.id = per_batch.batch_id`);

  for (const order of [...closed].sort((a, b) => a.slotId - b.slotId || a.id - b.id))
    await releaseSlotPlace(tx, order.slotId);

  const spent = await tx
    .select({ id: orders.id, userId: orders.userId, creditPaise: orders.creditPaise })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  // All of it, unless a cancel's money rule says less is left (line-money.ts).
  for (const order of spent)
    if (order.creditPaise > 0)
      await grantCredit(tx, {
        userId: order.userId,
        amountPaise: creditBack?.get(order.id) ?? order.creditPaise,
        returnedFromOrderId: order.id,
        now,
      });

  // Siblings' cancels meet on the payment's row lock (taken first by every caller): a second
  // cancel of a sibling order waits, then sees this one closed, so the code's use comes back once.
  const live = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), notInArray(orders.status, CLOSED)))
    .limit(1);
  if (live.length > 0) return;

  await releaseCodeUse(tx, paymentId, now);
}
