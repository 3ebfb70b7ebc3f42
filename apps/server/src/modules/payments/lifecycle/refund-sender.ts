import { and, asc, eq, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import type { Db, Executor } from '../../../db/client';
import type { Job } from '../../../jobs';
import { paymentCaptures, payments, refunds } from '../../../db/schema/payments';
import { queueOpsMessage, rupeesText } from '../../messages/service';
import type { PaymentOrders } from './payment-transitions';

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

/** A refund's own columns as a `PendingRefund` and ops' list of refunds read them. */
export const refundShareColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  captureId: refunds.captureId,
  paymentId: refunds.paymentId,
  amountPaise: refunds.amountPaise,
};

/**
 * The order, or the capture, is the refund's idempotency key: asking twice returns the first
 * refund.
 */
export const refundKeyOf = (refund: Pick<PendingRefund, 'orderId' | 'captureId'>) =>
  refund.orderId !== null ? `order-${refund.orderId}` : `capture-${refund.captureId}`;

/**
 * Books refunds in the caller's transaction, each pending until sent (`sendRefund`, after commit):
 * orders' shares keyed by their order (a cancel, a late capture), or captures not kept keyed by
 * their capture. A refund's order and its capture are each unique among refunds, so a refund is
 * booked once whatever happens around it: the answer holds only those booked now.
 */
export async function bookRefunds(
  tx: Executor,
  shares: readonly Omit<PendingRefund, 'id'>[],
  keyedBy: 'order' | 'capture',
  now: Date,
): Promise<PendingRefund[]> {
  if (shares.length === 0) return [];
  const booked = await tx
    .insert(refunds)
    .values(
      shares.map((share) => ({
        orderId: share.orderId,
        captureId: share.captureId ?? null,
        paymentId: share.paymentId,
        amountPaise: share.amountPaise,
        status: 'pending' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: keyedBy === 'order' ? refunds.orderId : refunds.captureId })
    .returning({ id: refunds.id, orderId: refunds.orderId, captureId: refunds.captureId });
  return booked.map((row) => {
    const share = shares.find((one) =>
      keyedBy === 'order' ? one.orderId === row.orderId : one.captureId === row.captureId,
    )!;
    return { id: row.id, ...share };
  });
}

/** One order's share of a completed online payment (a cancel); null when it was booked before. */
export async function bookOrderRefund(
  tx: Executor,
  share: { orderId: number; paymentId: number; amountPaise: number; providerPaymentId: string },
  now: Date,
): Promise<PendingRefund | null> {
  const [booked] = await bookRefunds(tx, [share], 'order', now);
  return booked ?? null;
}

/** What we send with a refund; the provider echoes it in the refund's webhook. */
const notesOf = (refund: PendingRefund): Record<string, string> => ({
  ...(refund.orderId !== null ? { orderId: String(refund.orderId) } : {}),
  ...(refund.captureId ? { captureId: String(refund.captureId) } : {}),
  paymentId: String(refund.paymentId),
});

/** What sending refunds needs of the app: the database, the gateway and the clock. */
export type RefundContext = Pick<AppContext, 'db' | 'payments' | 'now'>;

/**
 * Orders' side of a refund the gateway took: its customer's message names the order as they know
 * it, so orders writes it (handed in, as `PaymentOrders` is: payments never imports orders).
 */
export type RefundOrders = Pick<PaymentOrders, 'refundIssued'>;

/** The request that booked a refund sends it itself; the background retry waits this long. */
const FIRST_RETRY_AFTER_MS = 60_000;
/** Backoff after each failure: 1, 2, 4, 8 ... minutes, at most an hour. */
const RETRY_BASE_MS = 60_000;
const RETRY_MOST_MS = 60 * 60_000;
/** After this many failures in a row a refund shows as 'needs attention' (still retried). */
export const ATTENTION_AFTER_FAILURES = 5;

/** How long to wait after the `failures`th failure in a row. */
export const retryDelayMs = (failures: number) =>
  Math.min(RETRY_MOST_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));

/**
 * Asks the gateway for a booked refund and keeps what it says. Called after the transaction that
 * booked it has committed; a failure leaves the refund pending, with the reason, one more
 * failure counted and the time the background retry may ask again (`retryDueRefunds`). The
 * final word usually comes later by the refund webhook, which finds the row by the provider's
 * refund id stored here.
 */
export async function sendRefund(
  context: RefundContext,
  refund: PendingRefund,
  orders: RefundOrders,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const gateway = context.payments;
  try {
    const answer = await gateway.refund({
      providerPaymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refundKeyOf(refund),
      notes: notesOf(refund),
    });
    const now = context.now();
    await context.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(refunds)
        .set({
          providerRefundId: answer.id,
          status: answer.status,
          failureReason: answer.status === 'failed' ? 'The provider could not refund.' : null,
          nextAttemptAt: null,
          needsAttentionAt: answer.status === 'failed' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .returning({ id: refunds.id });
      if (!taken) return;
      if (answer.status === 'failed')
        await tellOpsRefundNeedsAttention(tx, refund.id, 'the provider could not refund', now);
      else if (refund.orderId !== null)
        await orders.refundIssued(tx, { ...refund, orderId: refund.orderId }, now);
    });
    return true;
  } catch (error) {
    log?.warn({ refundId: refund.id, err: error }, 'refund not sent; it stays pending');
    await recordRefundFailure(
      context.db,
      refund.id,
      error instanceof Error ? error.message.slice(0, 200) : 'gateway error',
      context.now(),
    );
    return false;
  }
}

/** One more failure in a row: the next try backs off, and enough of them need a person. */
async function recordRefundFailure(db: Db, refundId: number, reason: string, now: Date) {
  const failures = sql`${refunds.failedAttempts} + 1`;
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(refunds)
      .set({
        failureReason: reason,
        failedAttempts: failures,
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs =>
        least(${RETRY_MOST_MS / 1000}, ${RETRY_BASE_MS / 1000} * power(2, ${refunds.failedAttempts})))`,
        needsAttentionAt: sql`CASE WHEN ${failures} >= ${ATTENTION_AFTER_FAILURES}
        THEN coalesce(${refunds.needsAttentionAt}, ${now.toISOString()}::timestamptz)
        ELSE ${refunds.needsAttentionAt} END`,
        updatedAt: now,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning({
        failedAttempts: refunds.failedAttempts,
        needsAttentionAt: refunds.needsAttentionAt,
      });
    // Ops hear once per refund, when it first needs a person (the dedupe key holds it to once).
    if (after?.needsAttentionAt)
      await tellOpsRefundNeedsAttention(
        tx,
        refundId,
        `${after.failedAttempts} tries failed, last: ${reason}`,
        now,
      );
  });
}

/** One message to each ops login about a refund that needs a person (once per refund). */
export async function tellOpsRefundNeedsAttention(
  tx: Executor,
  refundId: number,
  reason: string,
  now: Date,
) {
  const [refund] = await tx
    .select({
      orderId: refunds.orderId,
      paymentId: refunds.paymentId,
      amountPaise: refunds.amountPaise,
    })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!refund) return;
  await queueOpsMessage(tx, {
    template: 'ops_refund_attention',
    variables: {
      orderNumber: `#${refund.paymentId}`,
      amount: rupeesText(refund.amountPaise),
      reason,
    },
    orderId: refund.orderId,
    dedupeKey: `ops_refund_attention:refund-${refundId}`,
    now,
  });
}

const unsent = and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId));

/**
 * Takes one unsent refund matching `which` for this instance: locked with SKIP LOCKED (another
 * instance passes over it) and its next attempt moved past this one's backoff before the lock is
 * let go, so no other instance asks the gateway for it meanwhile. The gateway is asked after
 * commit, never inside a transaction.
 */
async function claimRefund(db: Db, which: SQL | undefined, now: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        ...refundShareColumns,
        failedAttempts: refunds.failedAttempts,
        // A whole capture goes back to the provider payment it came in by; an order's share to
        // the payment's.
        providerPaymentId: sql<
          string | null
        >`coalesce(${paymentCaptures.providerPaymentId}, ${payments.providerPaymentId})`,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .leftJoin(paymentCaptures, eq(paymentCaptures.id, refunds.captureId))
      .where(and(unsent, which))
      .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
      .limit(1)
      .for('update', { of: refunds, skipLocked: true });
    if (!due) return null;
    await tx
      .update(refunds)
      .set({ nextAttemptAt: new Date(now.getTime() + retryDelayMs(due.failedAttempts + 1)) })
      .where(eq(refunds.id, due.id));
    return due;
  });
}

async function sendClaimed(
  context: RefundContext,
  refund: NonNullable<Awaited<ReturnType<typeof claimRefund>>>,
  orders: RefundOrders,
  log?: FastifyBaseLogger,
) {
  if (refund.providerPaymentId)
    return sendRefund(
      context,
      { ...refund, providerPaymentId: refund.providerPaymentId },
      orders,
      log,
    );
  await recordRefundFailure(
    context.db,
    refund.id,
    'No provider payment is known to refund.',
    context.now(),
  );
  return false;
}

const MOST_PER_RUN = 100;

/**
 * The background retry (a job of jobs.ts): sends every unsent refund whose next attempt is due,
 * a minute after booking the first time, then backing off after each failure. Once across
 * instances: each refund is claimed before it is sent. Answers how many were sent.
 */
export async function retryDueRefunds(
  context: RefundContext,
  orders: RefundOrders,
  log?: FastifyBaseLogger,
): Promise<number> {
  const now = context.now();
  const due = sql`coalesce(${refunds.nextAttemptAt},
    ${refunds.createdAt} + make_interval(secs => ${FIRST_RETRY_AFTER_MS / 1000}))
    <= ${now.toISOString()}::timestamptz`;
  let sent = 0;
  for (let round = 0; round < MOST_PER_RUN; round++) {
    const refund = await claimRefund(context.db, due, now);
    if (!refund) break;
    if (await sendClaimed(context, refund, orders, log)) sent++;
  }
  return sent;
}

/**
 * Ops' 'retry now': sends again every unsent refund booked before `olderThan`, whatever its
 * backoff says. Each is claimed as the background retry claims it, so the two never both send
 * one. Answers how many were asked of the gateway.
 */
export async function retryPendingRefunds(
  context: RefundContext,
  orders: RefundOrders,
  olderThan: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const asked: number[] = [];
  while (asked.length < MOST_PER_RUN) {
    const refund = await claimRefund(
      context.db,
      and(
        lt(refunds.createdAt, olderThan),
        asked.length > 0 ? notInArray(refunds.id, asked) : undefined,
      ),
      context.now(),
    );
    if (!refund) break;
    asked.push(refund.id);
    await sendClaimed(context, refund, orders, log);
  }
  return asked.length;
}

/** The background retry as a job of the one runner (jobs.ts): every minute, on one instance. */
export const refundRetryJob = (
  context: RefundContext,
  orders: RefundOrders,
  log?: FastifyBaseLogger,
): Job => ({
  name: 'retry-unsent-refunds',
  everyMs: 60_000,
  run: () => retryDueRefunds(context, orders, log),
});
