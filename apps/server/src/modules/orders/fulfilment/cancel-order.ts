import type { FastifyBaseLogger } from 'fastify';
import {
  CANCELLED_NOTHING_PAID,
  CANCEL_REFUSALS,
  cancelRefusal,
  cancelledWithRefund,
} from '@makers-pantry/domain/fulfilment';
import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS, PAYMENT_METHOD, type OrderActor } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { lockOrder, moveOrder, type LockedOrder } from './move-order';
import { releaseOrderReservations } from '../placing/order-release';
import { bookOrderRefund, sendRefund, type PendingRefund } from '../../payments/service';

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
  const { refund, paid, netPaise } = await context.db.transaction(async (tx) => {
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
  if (refund) await sendRefund(context, refund, log);
  return {
    detail: paid
      ? cancelledWithRefund(formatRupees(paiseToRupees(netPaise)))
      : CANCELLED_NOTHING_PAID,
  };
}

/**
 * Cancels an order already locked by this transaction (the customer's cancel, or ops'), gives its
 * reservation back, and for a completed online payment books the refund of this order's share
 * (once: see bookOrderRefund).
 */
export async function cancelLockedOrder(
  tx: Executor,
  order: LockedOrder,
  by: { actor: OrderActor; actorUserId: number | null; reason: string },
  now: Date,
): Promise<{ refund: PendingRefund | null; paid: boolean }> {
  await moveOrder(
    tx,
    order,
    { to: ORDER_STATUS.CANCELLED, actor: by.actor, actorUserId: by.actorUserId, note: by.reason },
    now,
  );
  await releaseOrderReservations(tx, [order], now);

  const paidOnline =
    order.paymentMethod === PAYMENT_METHOD.ONLINE && order.paymentStatus === 'completed';
  const refund =
    paidOnline && order.netPaise > 0 && order.providerPaymentId
      ? await bookOrderRefund(
          tx,
          {
            orderId: order.id,
            paymentId: order.paymentId,
            amountPaise: order.netPaise,
            providerPaymentId: order.providerPaymentId,
          },
          now,
        )
      : null;

  return { refund, paid: paidOnline && order.netPaise > 0 };
}
