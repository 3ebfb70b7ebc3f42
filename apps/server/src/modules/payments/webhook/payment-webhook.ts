import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import {
  paymentCaptures,
  paymentWebhookEvents,
  payments,
  refunds,
} from '../../../db/schema/payments';
import { AppError } from '../../../http/errors';
import type { GatewayWebhookEvent } from '../../../providers/payments/payment-gateway';
import { recordCapture } from '../lifecycle/payment-captures';
import type { PaymentOrders } from '../lifecycle/payment-transitions';
import {
  sendRefund,
  tellOpsRefundNeedsAttention,
  type PendingRefund,
} from '../lifecycle/refund-sender';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const badSignature = () =>
  new AppError('BAD_SIGNATURE', 'The webhook signature or event id is missing or wrong.');

/**
 * POST /api/orders/payment/webhook/: the provider's own word, signed over the raw body. Each
 * event is stored once by its id (a replay answers 'duplicate' and changes nothing) in the same
 * transaction as its effect, so an event whose effect failed is not marked seen and the
 * provider's retry runs it again. Events may come in any order: every effect is guarded by the
 * state it expects, so a late 'payment.failed' cannot undo a capture.
 */
export async function receivePaymentWebhook(
  context: AppContext,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined },
  event: GatewayWebhookEvent,
  orders: PaymentOrders,
  log?: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  if (!input.signature || !input.eventId || input.eventId.length > 100) throw badSignature();
  const gateway = context.payments;
  if (!gateway.verifyWebhookSignature(input.rawBody, input.signature)) throw badSignature();

  const now = context.now();
  const { outcome, toRefund } = await context.db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentWebhookEvents)
      .values({
        eventId: input.eventId!,
        provider: gateway.name,
        type: event.event,
        payload: event,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (stored.length === 0) return { outcome: 'duplicate' as const, toRefund: [] };
    const applied = await applyEvent(tx, event, now, orders);
    if (applied.outcome === 'processed')
      await tx
        .update(paymentWebhookEvents)
        .set({ processedAt: now })
        .where(eq(paymentWebhookEvents.eventId, input.eventId!));
    return applied;
  });
  for (const refund of toRefund) await sendRefund(context, refund, orders, log);
  return outcome;
}

async function paymentOfProviderOrder(tx: Executor, providerOrderId: string | undefined) {
  if (!providerOrderId) return undefined;
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  return row;
}

/** A positive PostgreSQL integer id in the notes we sent, or nothing. */
function idInNotes(notes: unknown, name: 'orderId' | 'captureId') {
  const id = Number((notes as Record<string, unknown> | undefined)?.[name]);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Our refund row for the provider's refund: by the provider's id, or, when the webhook outran the
 * answer to our refund call (the id is not stored yet), by the order or the capture named in the
 * notes we sent, on the payment the provider names.
 */
function refundOf(refund: { id: string; payment_id?: string; notes?: unknown }) {
  const byId = eq(refunds.providerRefundId, refund.id);
  const orderId = idInNotes(refund.notes, 'orderId');
  const captureId = idInNotes(refund.notes, 'captureId');
  if (!refund.payment_id || (!orderId && !captureId)) return byId;
  return or(
    byId,
    and(
      isNull(refunds.providerRefundId),
      orderId ? eq(refunds.orderId, orderId) : eq(refunds.captureId, captureId!),
      sql`EXISTS (SELECT 1 FROM ${payments} LEFT JOIN ${paymentCaptures}
        ON ${paymentCaptures.id} = ${refunds.captureId}
        WHERE ${payments.id} = ${refunds.paymentId}
        AND coalesce(${paymentCaptures.providerPaymentId}, ${payments.providerPaymentId})
          = ${refund.payment_id})`,
    ),
  );
}

async function applyEvent(
  tx: Executor,
  event: GatewayWebhookEvent,
  now: Date,
  orders: PaymentOrders,
): Promise<{ outcome: WebhookOutcome; toRefund: PendingRefund[] }> {
  const paymentEntity = event.payload.payment?.entity;
  const ignored = { outcome: 'ignored' as const, toRefund: [] };
  const processed = { outcome: 'processed' as const, toRefund: [] };
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const providerOrderId = paymentEntity?.order_id ?? event.payload.order?.entity.id;
      const payment = await paymentOfProviderOrder(tx, providerOrderId);
      // Razorpay always sends an amount in paise; an entity without one cannot be judged.
      if (!payment || !paymentEntity?.id || !Number.isSafeInteger(paymentEntity.amount))
        return ignored;
      const kept = await recordCapture(
        tx,
        payment.id,
        {
          providerPaymentId: paymentEntity.id,
          amountPaise: paymentEntity.amount,
          currency: paymentEntity.currency ?? '',
        },
        { actor: 'gateway', actorUserId: null },
        now,
        orders,
      );
      return { outcome: 'processed', toRefund: kept.refunds };
    }
    case 'payment.failed': {
      // The hold stays: the customer may try again on the same provider order until it expires.
      const payment = await paymentOfProviderOrder(tx, paymentEntity?.order_id);
      if (!payment) return ignored;
      const reason =
        paymentEntity?.error_description?.slice(0, 300) ??
        paymentEntity?.error_reason?.slice(0, 300) ??
        'The payment failed.';
      await tx
        .update(payments)
        .set({ failureReason: reason, updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'awaiting_payment')));
      return processed;
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refund = event.payload.refund?.entity;
      if (!refund?.id) return ignored;
      const updated = await tx
        .update(refunds)
        .set({
          providerRefundId: refund.id,
          status: event.event === 'refund.processed' ? 'processed' : 'failed',
          failureReason: event.event === 'refund.failed' ? 'The provider could not refund.' : null,
          updatedAt: now,
        })
        // A processed refund is final: a late 'failed' for it changes nothing.
        .where(and(refundOf(refund), ne(refunds.status, 'processed')))
        .returning({ id: refunds.id });
      if (event.event === 'refund.failed' && updated[0])
        await tellOpsRefundNeedsAttention(tx, updated[0].id, 'the provider could not refund', now);
      return updated.length > 0 ? processed : ignored;
    }
    default:
      return ignored;
  }
}
