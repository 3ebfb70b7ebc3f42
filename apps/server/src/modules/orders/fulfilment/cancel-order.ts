import type { FastifyBaseLogger } from 'fastify';
import {
  CANCELLED_ALREADY_MADE_GOOD,
  CANCELLED_NOTHING_PAID,
  CANCEL_REFUSALS,
  cancelRefusal,
  cancelledWithPartRefund,
  cancelledWithRefund,
} from '@makers-pantry/domain/fulfilment';
import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS, PAYMENT_METHOD, type OrderActor } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { lockOrder, moveOrder, type LockedOrder } from './move-order';
import { settleCancelledLines } from '../credit/line-money';
import { releaseOrderReservations } from '../placing/order-release';
import { bookOrderRefund, sendRefund, type PendingRefund } from '../../payments/service';
import { paymentOrders } from '../placing/payment-orders';

/**
 * POST api/orders/cancel-v2/{orderId}/: the customer's cancel, allowed within 1 hour of placing and
 * before packing. Everything happens in one transaction; the gateway is called after it commits.
 */
export async function cancelOwnOrder(
  context: AppContext,
  userId: number,
  orderId: number,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<{ detail: string }> {
  const now = context.now();
  const { refund, paid, netPaise, refundPaise } = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    const refusal = cancelRefusal(order, now);
    if (refusal) throw new AppError('ORDER_NOT_CANCELLABLE', CANCEL_REFUSALS[refusal]);
    const cancelled = await cancelLockedOrder(
      tx,
      order,
      { actor: 'customer', actorUserId: userId, reason },
      now,
    );
    return { ...cancelled, netPaise: order.netPaise };
  });
  if (refund) await sendRefund(context, refund, paymentOrders, log);
  const amount = formatRupees(paiseToRupees(refundPaise));
  return {
    detail: !paid
      ? CANCELLED_NOTHING_PAID
      : refundPaise === netPaise
        ? cancelledWithRefund(amount)
        : refundPaise > 0
          ? cancelledWithPartRefund(amount)
          : CANCELLED_ALREADY_MADE_GOOD,
  };
}

/**
 * Cancels an order already locked by this transaction (the customer's cancel, or ops'), gives its
 * reservation back, and for a completed online payment books the refund of this order's share
 * (once: see bookOrderRefund). What its lines already earned as credit or a replacement is not
 * given back twice: the refund and the credit returned are what the money rule leaves
 * (settleCancelledLines, decision 042).
 */
export async function cancelLockedOrder(
  tx: Executor,
  order: LockedOrder,
  by: { actor: OrderActor; actorUserId: number | null; reason: string },
  now: Date,
): Promise<{ refund: PendingRefund | null; paid: boolean; refundPaise: number }> {
  await moveOrder(
    tx,
    order,
    { to: ORDER_STATUS.CANCELLED, actor: by.actor, actorUserId: by.actorUserId, note: by.reason },
    now,
  );
  const paidOnline =
    order.paymentMethod === PAYMENT_METHOD.ONLINE && order.paymentStatus === 'completed';
  // The order's lines are locked before its stock (decision 014's order).
  const left = await settleCancelledLines(tx, { ...order, paidOnline });
  await releaseOrderReservations(tx, [order], now, new Map([[order.id, left.creditBackPaise]]));

  const refund =
    left.refundPaise > 0 && order.providerPaymentId
      ? await bookOrderRefund(
          tx,
          {
            orderId: order.id,
            paymentId: order.paymentId,
            amountPaise: left.refundPaise,
            providerPaymentId: order.providerPaymentId,
          },
          now,
        )
      : null;

  return { refund, paid: paidOnline && order.netPaise > 0, refundPaise: left.refundPaise };
}
