import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderActor } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { queueCheckoutMessage } from '../../messages/service';

/** What ending an unpaid payment must know of each of its orders to give their holds back. */
export interface ClosedOrder {
  id: number;
  paymentId: number;
  slotId: number;
}

/**
 * Gives back what the closed orders of one payment hold (their units to the exact batches, slot
 * places, spent credit, the code's use): orders' own job (its `releaseOrderReservations`), handed
 * in by the caller so that payments never imports orders (decision 021).
 */
export type GiveBackOrders = (
  tx: Executor,
  closed: readonly ClosedOrder[],
  now: Date,
) => Promise<void>;

/**
 * awaiting_payment -> completed, orders 5 -> 20. The status is the guard of the UPDATE, so of a
 * confirm, a webhook and a second confirm arriving together exactly one makes the change (and
 * writes the order events); the others answer from what it left. Answers whether this call did it.
 */
export async function completePayment(
  tx: Executor,
  paymentId: number,
  by: { providerPaymentId: string; actor: OrderActor; actorUserId: number | null },
  now: Date,
): Promise<boolean> {
  const paid = await tx
    .update(payments)
    .set({
      status: 'completed',
      providerPaymentId: by.providerPaymentId,
      paidAt: now,
      failureReason: null,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'awaiting_payment')))
    .returning({ id: payments.id });
  if (paid.length === 0) return false;
  const moved = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.CONFIRMED, updatedAt: now })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.status, ORDER_STATUS.AWAITING_PAYMENT)))
    .returning({ id: orders.id });
  if (moved.length > 0)
    await tx.insert(orderEvents).values(
      moved.map((order) => ({
        orderId: order.id,
        fromStatus: ORDER_STATUS.AWAITING_PAYMENT,
        toStatus: ORDER_STATUS.CONFIRMED,
        actor: by.actor,
        actorUserId: by.actorUserId,
        note: 'Payment received',
        createdAt: now,
      })),
    );
  await queueCheckoutMessage(tx, paymentId, 'order_paid', now);
  return true;
}

/**
 * Ends an unpaid online payment ('expired' when its hold ran out, 'failed' when the gateway could
 * not even open it): orders 5 -> 10 with an event each, and everything they held given back to
 * the exact batches, the slots and the discount code. Guarded by the payment's status, so it
 * happens once however many sweepers or requests try. Answers whether this call did it.
 */
export async function closeUnpaidPayment(
  tx: Executor,
  paymentId: number,
  close: {
    /** 'cancelled': replaced by a newer checkout, or given up by the customer (decision 023). */
    status: 'expired' | 'failed' | 'cancelled';
    reason: string;
    onlyIfHoldEndedBy?: Date;
    /** Leave it be if a provider order was stored meanwhile: someone may be paying it. */
    onlyWithoutProviderOrder?: boolean;
  },
  now: Date,
  giveBack: GiveBackOrders,
): Promise<boolean> {
  const closed = await tx
    .update(payments)
    .set({
      status: close.status,
      failureReason: sql`coalesce(${payments.failureReason}, ${close.reason})`,
      updatedAt: now,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'awaiting_payment'),
        close.onlyIfHoldEndedBy
          ? sql`${payments.holdExpiresAt} <= ${close.onlyIfHoldEndedBy.toISOString()}`
          : undefined,
        close.onlyWithoutProviderOrder ? isNull(payments.providerOrderId) : undefined,
      ),
    )
    .returning({ id: payments.id });
  if (closed.length === 0) return false;
  const ended = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.PAYMENT_FAILED, updatedAt: now })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.status, ORDER_STATUS.AWAITING_PAYMENT)))
    .returning({ id: orders.id, paymentId: orders.paymentId, slotId: orders.slotId });
  if (ended.length === 0) return true;
  await tx.insert(orderEvents).values(
    ended.map((order) => ({
      orderId: order.id,
      fromStatus: ORDER_STATUS.AWAITING_PAYMENT,
      toStatus: ORDER_STATUS.PAYMENT_FAILED,
      actor: 'system' as const,
      note: close.reason,
      createdAt: now,
    })),
  );
  // The payment row (the guarded UPDATE above) and its orders are locked: the rest follows.
  await giveBack(tx, ended, now);
  return true;
}
