import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/orders';
import { AppError } from '../../http/errors';

/** `Idempotency-Key`: up to 100 letters, digits and - _ . : (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export const requestHashOf = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * Claims the key for this request, first thing in the order's transaction. A second request with
 * the same key waits on the first one's uncommitted row, then finds it: a double click never makes
 * two orders. When the first request fails, its transaction takes the key away with everything
 * else, so a retry runs afresh instead of being told about an order that was never made.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  claim: { userId: number; key: string; requestHash: string },
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

export async function storeAnswer(
  db: Executor,
  claim: { userId: number; key: string },
  answer: StoredAnswer,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: sql`${JSON.stringify(answer.body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

export async function forgetKey(db: Executor, claim: { userId: number; key: string }) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

const WAIT_STEP_MS = 100;
const WAIT_STEPS = 100;

/**
 * The first answer for a key another request claimed: the same body gets the same answer (waiting
 * up to 10 s while the first request is still talking to the payment gateway); another body is
 * refused.
 */
export async function answerForRepeat(
  db: Db,
  claim: { userId: number; key: string; requestHash: string },
): Promise<StoredAnswer> {
  for (let step = 0; step < WAIT_STEPS; step++) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    if (!row) break;
    if (row.requestHash !== claim.requestHash)
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order. Please send a new key.',
      );
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw new AppError('ORDER_IN_PROGRESS');
}
