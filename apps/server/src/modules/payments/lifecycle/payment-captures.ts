import { and, eq, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { paymentCaptures, payments, type CaptureOutcome } from '../../../db/schema/payments';
import { queueOpsMessage, rupeesText } from '../../messages/service';
import { completePayment, type PaymentActor, type PaymentOrders } from './payment-transitions';
import { bookRefunds, type PendingRefund } from './refund-sender';

/** What the provider says was taken: by the signed webhook, or fetched for the browser's confirm. */
export interface Capture {
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
}

/** Online payments are asked in rupees, in paise. */
const CHECKOUT_CURRENCY = 'INR';

/** Payments whose orders were never placed, so a capture on them is returned. */
const UNPAID_ENDS = new Set(['expired', 'failed', 'cancelled']);

/**
 * Keeps one capture of a checkout's provider order and decides, once per provider payment id,
 * what it is: the capture that pays the checkout ('completed'), the first after its hold ran out
 * ('late': each order's share is refunded, the customer was told so), any other after the first
 * ('extra') or one of another amount or currency than asked ('mismatch'): these two are refunded
 * whole. Only a 'completed' capture moves the orders. The payment row is locked first (as every
 * other change of a payment does), so a confirm and webhooks arriving together are decided one
 * after another. A capture seen before answers what was decided then and books nothing again.
 * The refunds booked are sent by the caller after commit.
 */
export async function recordCapture(
  tx: Executor,
  paymentId: number,
  capture: Capture,
  by: PaymentActor,
  now: Date,
  orders: PaymentOrders,
): Promise<{ outcome: CaptureOutcome; refunds: PendingRefund[] }> {
  const [payment] = await tx
    .select({
      status: payments.status,
      netPaise: payments.netPaise,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) throw new Error(`payment ${paymentId} is gone`);
  const known = await captureOutcome(tx, capture.providerPaymentId);
  if (known) return { outcome: known, refunds: [] };

  const outcome: CaptureOutcome =
    capture.amountPaise !== payment.netPaise || capture.currency !== CHECKOUT_CURRENCY
      ? 'mismatch'
      : payment.status === 'awaiting_payment'
        ? 'completed'
        : UNPAID_ENDS.has(payment.status) && !payment.providerPaymentId
          ? 'late'
          : 'extra';
  const [row] = await tx
    .insert(paymentCaptures)
    .values({ paymentId, ...capture, outcome, recordedAt: now })
    .onConflictDoNothing({ target: paymentCaptures.providerPaymentId })
    .returning({ id: paymentCaptures.id });
  // The same provider payment already recorded on another of our payments: decided there.
  if (!row) return { outcome: (await captureOutcome(tx, capture.providerPaymentId))!, refunds: [] };

  switch (outcome) {
    case 'completed':
      await completePayment(
        tx,
        paymentId,
        { providerPaymentId: capture.providerPaymentId, ...by },
        now,
        orders,
      );
      return { outcome, refunds: [] };
    case 'late':
      return { outcome, refunds: await refundLateCapture(tx, paymentId, capture, now, orders) };
    case 'mismatch':
      await tellOpsOfPaymentProblem(tx, paymentId, payment.netPaise, now);
      await tx
        .update(payments)
        .set({
          failureReason: 'A payment of another amount than this order was refunded.',
          updatedAt: now,
        })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'awaiting_payment')));
      return { outcome, refunds: await refundWholeCapture(tx, paymentId, row.id, capture, now) };
    case 'extra':
      await tellOpsOfPaymentProblem(tx, paymentId, payment.netPaise, now);
      return { outcome, refunds: await refundWholeCapture(tx, paymentId, row.id, capture, now) };
  }
}

/**
 * Ops hear of a payment captured twice or for the wrong amount once per payment, however many
 * captures or webhooks follow (the dedupe key is the payment): what was due and all it took.
 */
async function tellOpsOfPaymentProblem(
  tx: Executor,
  paymentId: number,
  duePaise: number,
  now: Date,
) {
  const [taken] = await tx
    .select({ paise: sum(paymentCaptures.amountPaise).mapWith(Number) })
    .from(paymentCaptures)
    .where(eq(paymentCaptures.paymentId, paymentId));
  await queueOpsMessage(tx, {
    template: 'ops_payment_problem',
    variables: {
      payment: `#${paymentId}`,
      expected: rupeesText(duePaise),
      captured: rupeesText(taken?.paise ?? 0),
    },
    dedupeKey: `ops_payment_problem:payment-${paymentId}`,
    now,
  });
}

async function captureOutcome(tx: Executor, providerPaymentId: string) {
  const [known] = await tx
    .select({ outcome: paymentCaptures.outcome })
    .from(paymentCaptures)
    .where(eq(paymentCaptures.providerPaymentId, providerPaymentId));
  return known?.outcome;
}

/** A capture not kept for the checkout goes back whole, keyed by the capture. */
async function refundWholeCapture(
  tx: Executor,
  paymentId: number,
  captureId: number,
  capture: Capture,
  now: Date,
): Promise<PendingRefund[]> {
  if (capture.amountPaise <= 0) return [];
  const share = {
    orderId: null,
    captureId,
    paymentId,
    amountPaise: capture.amountPaise,
    providerPaymentId: capture.providerPaymentId,
  };
  return bookRefunds(tx, [share], 'capture', now);
}

/**
 * The first capture after the hold ran out: the orders were not placed and their stock went
 * back, so each order's share is returned (the payment keeps this capture's id, as a paid one
 * does). We do not try to take the stock again: it may be sold by now, and a refund is what the
 * customer was told would happen. Once per order (unique).
 */
async function refundLateCapture(
  tx: Executor,
  paymentId: number,
  capture: Capture,
  now: Date,
  orders: PaymentOrders,
): Promise<PendingRefund[]> {
  await tx
    .update(payments)
    .set({
      providerPaymentId: capture.providerPaymentId,
      failureReason: 'Paid after the order had expired: refunded.',
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
  const owed = (await orders.amountsOf(tx, paymentId)).filter((order) => order.netPaise > 0);
  const shares = owed.map((order) => ({
    orderId: order.id,
    captureId: null,
    paymentId,
    amountPaise: order.netPaise,
    providerPaymentId: capture.providerPaymentId,
  }));
  return bookRefunds(tx, shares, 'order', now);
}
