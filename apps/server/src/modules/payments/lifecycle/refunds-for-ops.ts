import { asc, desc, ne, sql } from 'drizzle-orm';
import type { HubRefundRow } from '@makers-pantry/domain/hub-refunds';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { Executor } from '../../../db/client';
import { refunds } from '../../../db/schema/payments';
import { refundShareColumns } from './refund-sender';

const MOST_LISTED = 200;

const needsAttention = sql<boolean>`(${refunds.needsAttentionAt} IS NOT NULL
    OR ${refunds.status} = 'failed')`;

/** The refunds waiting as `refundsWaitingFigure` holds them. */
export interface RefundsWaitingFigure {
  waiting: number;
  needsAttention: number;
  amountPaise: number;
}

/**
 * The refunds list's rows counted as Today shows them (as the list counts them, at most its
 * MOST_LISTED): how many, how many need a person, and what they come to. One JSON value for
 * Today's one statement (decision 080).
 */
export const refundsWaitingFigure = sql<RefundsWaitingFigure>`(
  SELECT json_build_object('waiting', count(*)::int,
    'needsAttention', (count(*) FILTER (WHERE waiting."needsAttention"))::int,
    'amountPaise', coalesce(sum(waiting."amountPaise"), 0)::bigint)
  FROM (
    SELECT ${needsAttention} AS "needsAttention", ${refunds.amountPaise} AS "amountPaise"
    FROM ${refunds} WHERE ${refunds.status} <> 'processed'
    ORDER BY ${needsAttention} DESC, ${refunds.createdAt}, ${refunds.id}
    LIMIT ${sql.raw(String(MOST_LISTED))}) AS waiting)`;

/**
 * Refunds not yet processed (pending, unsent or waiting for the provider's word, and failed),
 * those that need a person first, then oldest first.
 */
/** The refunds as payments knows them; the hub adds the order's number (orders' to say). */
export async function refundsForOps(
  db: Executor,
): Promise<{ refunds: Omit<HubRefundRow, 'order'>[] }> {
  const rows = await db
    .select({
      ...refundShareColumns,
      status: refunds.status,
      providerRefundId: refunds.providerRefundId,
      failedAttempts: refunds.failedAttempts,
      nextAttemptAt: refunds.nextAttemptAt,
      failureReason: refunds.failureReason,
      needsAttention,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(ne(refunds.status, 'processed'))
    .orderBy(desc(needsAttention), asc(refunds.createdAt), asc(refunds.id))
    .limit(MOST_LISTED);
  return {
    refunds: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      captureId: row.captureId,
      paymentId: row.paymentId,
      amount: paiseToRupees(row.amountPaise),
      status: row.status,
      sentToProvider: row.providerRefundId !== null,
      failedAttempts: row.failedAttempts,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      lastError: row.failureReason,
      needsAttention: row.needsAttention,
      bookedAt: row.createdAt.toISOString(),
    })),
  };
}
