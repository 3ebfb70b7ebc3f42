import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { paymentCaptures, payments, refunds } from '../../db/schema/orders';

/**
 * A refund booked by a committed transaction, still to be asked of the gateway: one order's share
 * (a cancel, a late payment) or a whole capture that was not kept.
 */
export interface PendingRefund {
  id: number;
  orderId: number | null;
  captureId?: number | null;
  paymentId: number;
  amountPaise: number;
  providerPaymentId: string;
}

/**
 * The order, or the capture, is the refund's idempotency key: asking twice returns the first
 * refund.
 */
export const refundKeyOf = (refund: Pick<PendingRefund, 'orderId' | 'captureId'>) =>
  refund.orderId !== null ? `order-${refund.orderId}` : `capture-${refund.captureId}`;

/** What we send with a refund; the provider echoes it in the refund's webhook. */
const notesOf = (refund: PendingRefund): Record<string, string> => ({
  ...(refund.orderId !== null ? { orderId: String(refund.orderId) } : {}),
  ...(refund.captureId ? { captureId: String(refund.captureId) } : {}),
  paymentId: String(refund.paymentId),
});

/**
 * Asks the gateway for a booked refund and keeps what it says. Called after the cancel has
 * committed; a failure leaves the refund pending (with the reason) for `retryPendingRefunds`.
 * The final word usually comes later by the refund webhook, which finds the row by the
 * provider's refund id stored here.
 */
export async function sendRefund(
  context: AppContext,
  refund: PendingRefund,
  log?: FastifyBaseLogger,
): Promise<void> {
  // Without a configured gateway the refund waits, pending, for one.
  const gateway = context.payments;
  if (!gateway) return;
  try {
    const answer = await gateway.refund({
      providerPaymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refundKeyOf(refund),
      notes: notesOf(refund),
    });
    await context.db
      .update(refunds)
      .set({
        providerRefundId: answer.id,
        status: answer.status,
        failureReason: null,
        updatedAt: context.now(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  } catch (error) {
    log?.warn({ refundId: refund.id, err: error }, 'refund not sent; it stays pending');
    await context.db
      .update(refunds)
      .set({
        failureReason: error instanceof Error ? error.message.slice(0, 200) : 'gateway error',
        updatedAt: context.now(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  }
}

/** Sends again every refund still pending without a provider id, booked before `olderThan`. */
export async function retryPendingRefunds(
  context: AppContext,
  olderThan: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const pending = await context.db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      captureId: refunds.captureId,
      paymentId: refunds.paymentId,
      amountPaise: refunds.amountPaise,
      // A whole capture goes back to the provider payment it came in by; an order's share to
      // the payment's.
      providerPaymentId: sql<
        string | null
      >`coalesce(${paymentCaptures.providerPaymentId}, ${payments.providerPaymentId})`,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(paymentCaptures, eq(paymentCaptures.id, refunds.captureId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        lt(refunds.createdAt, olderThan),
      ),
    )
    .limit(100);
  for (const refund of pending) {
    if (refund.providerPaymentId) {
      await sendRefund(context, { ...refund, providerPaymentId: refund.providerPaymentId }, log);
    }
  }
  return pending.length;
}
