import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema/orders';
import { AppError } from '../../../http/errors';

/** `Idempotency-Key`: up to 100 letters, digits and - _ . : (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export const requestHashOf = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

export interface KeyClaim {
  userId: number;
  key: string;
  requestHash: string;
}

const ofClaim = (claim: { userId: number; key: string }) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/**
 * Claims the key for this request, first thing in the order's transaction. A second request with
 * the same key waits on the first one's uncommitted row, then finds it: a double click never makes
 * two orders. When the first request fails, its transaction takes the key away with everything
 * else, so a retry runs afresh instead of being told about an order that was never made.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  claim: KeyClaim,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

/**
 * Names the checkout the key placed, in the checkout's own transaction: whatever happens after
 * the commit (a crash before the answer is sent), a retry finds the checkout from the key.
 */
export async function linkKeyToCheckout(tx: Executor, claim: KeyClaim, paymentId: number) {
  await tx.update(idempotencyKeys).set({ paymentId }).where(ofClaim(claim));
}

/**
 * The checkout a key another request claimed (and committed) placed: the same body is answered
 * from that checkout (whatever state it is in now), another body is refused. Undefined only when
 * no key row is there (the claim that held it rolled back): the request may claim it afresh.
 */
export async function checkoutOfKey(db: Executor, claim: KeyClaim): Promise<number | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(ofClaim(claim));
  if (!row) return undefined;
  if (row.requestHash !== claim.requestHash)
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different order. Please send a new key.',
    );
  // Committed keys always name their checkout (see linkKeyToCheckout); kept as a guard.
  if (row.paymentId === null) throw new AppError('ORDER_IN_PROGRESS');
  return row.paymentId;
}
