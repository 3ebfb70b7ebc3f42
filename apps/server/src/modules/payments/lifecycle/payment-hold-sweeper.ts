import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema/payments';
import type { Job } from '../../../jobs';
import { closeUnpaidPayment, type PaymentOrders } from './payment-transitions';

const SWEEP_EVERY_MS = 60_000;
const MOST_PER_SWEEP = 500;

/**
 * Ends online payments whose hold ran out: one transaction per payment gives back its stock to
 * the exact batches, its slot places and its discount use, and moves its orders to 10. Safe on
 * any number of instances at once: each payment is taken with FOR UPDATE SKIP LOCKED (a second
 * sweeper passes over it) and closed under a guard on its status (nothing happens twice).
 * Answers how many it ended. `orders` is orders' side of it (ending them, giving back their holds).
 */
export async function sweepExpiredHolds(db: Db, now: Date, orders: PaymentOrders): Promise<number> {
  let ended = 0;
  for (let round = 0; round < MOST_PER_SWEEP; round++) {
    const closed = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'awaiting_payment'), lt(payments.holdExpiresAt, now)))
        .orderBy(asc(payments.holdExpiresAt), asc(payments.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      return closeUnpaidPayment(
        tx,
        due.id,
        { status: 'expired', reason: 'Not paid in time.', onlyIfHoldEndedBy: now },
        now,
        orders,
      );
    });
    if (closed === null) break;
    if (closed) ended++;
  }
  return ended;
}

/**
 * The sweeper as a job of the one runner (jobs.ts): every minute, on one instance at a time.
 * `orders` is orders' side of it.
 */
export const holdSweeperJob = (db: Db, orders: PaymentOrders): Job => ({
  name: 'end-expired-payment-holds',
  everyMs: SWEEP_EVERY_MS,
  run: (now) => sweepExpiredHolds(db, now, orders),
});
