import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS, type OrderActor } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema/orders';
import { rupeesText } from '../../messages/service';
import type { PaymentOrders } from '../../payments/service';
import { queueCheckoutMessage, queueOrderMessage } from '../order-messages';
import { releaseOrderReservations } from './order-release';

/**
 * A checkout's orders as its payment moves: confirmed when it is paid, ended when it is not (and
 * what they held given back), and their customer told of the payment and of each refund. Payments calls these in the payment's guarded transaction; every
 * caller of payments' lifecycle hands this in (payments does not import orders, decision 021).
 */

/** The payment's orders still awaiting it move to `to`, each with an event; answers them. */
async function moveAwaitingOrders(
  tx: Executor,
  paymentId: number,
  to: number,
  event: { actor: OrderActor; actorUserId: number | null; note: string },
  now: Date,
) {
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.status, ORDER_STATUS.AWAITING_PAYMENT)))
    .returning({ id: orders.id, paymentId: orders.paymentId, slotId: orders.slotId });
  if (moved.length > 0)
    await tx.insert(orderEvents).values(
      moved.map((order) => ({
        orderId: order.id,
        fromStatus: ORDER_STATUS.AWAITING_PAYMENT,
        toStatus: to,
        ...event,
        createdAt: now,
      })),
    );
  return moved;
}

export const paymentOrders: PaymentOrders = {
  async confirm(tx, payment, by, now) {
    await moveAwaitingOrders(
      tx,
      payment.id,
      ORDER_STATUS.CONFIRMED,
      { actor: by.actor, actorUserId: by.actorUserId, note: 'Payment received' },
      now,
    );
    await queueCheckoutMessage(
      tx,
      { paymentId: payment.id, userId: payment.userId, netPaise: payment.netPaise },
      'order_paid',
      now,
    );
  },
  end: (tx, paymentId, reason, now) =>
    moveAwaitingOrders(
      tx,
      paymentId,
      ORDER_STATUS.PAYMENT_FAILED,
      { actor: 'system', actorUserId: null, note: reason },
      now,
    ),
  giveBack: releaseOrderReservations,
  amountsOf: (tx, paymentId) =>
    tx
      .select({ id: orders.id, netPaise: orders.netPaise })
      .from(orders)
      .where(eq(orders.paymentId, paymentId)),
  async refundIssued(tx, refund, now) {
    await queueOrderMessage(tx, refund.orderId, {
      template: 'refund_issued',
      variables: { amount: rupeesText(refund.amountPaise) },
      dedupeKey: `refund_issued:refund-${refund.id}`,
      now,
    });
  },
};
