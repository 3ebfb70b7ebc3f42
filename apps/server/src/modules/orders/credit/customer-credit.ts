import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customerCredits } from '../../../db/schema/orders';

/**
 * Customer credit: money from an issue resolved with DISCOUNT, spent
 * automatically on the customer's next orders, oldest credit first, and given back when an order
 * that spent some closes.
 */

/** What the customer may spend now. */
export async function creditBalancePaise(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${customerCredits.remainingPaise}), 0)` })
    .from(customerCredits)
    .where(eq(customerCredits.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Locks the customer's unspent credits (oldest first) for this checkout's transaction and answers
 * them: two checkouts of one customer then spend each rupee once.
 */
export async function lockCredits(tx: Executor, userId: number) {
  return tx
    .select({ id: customerCredits.id, remainingPaise: customerCredits.remainingPaise })
    .from(customerCredits)
    .where(and(eq(customerCredits.userId, userId), gt(customerCredits.remainingPaise, 0)))
    .orderBy(asc(customerCredits.id))
    .for('update');
}

/** Spends `amountPaise` from the locked credits, oldest first. */
export async function spendCredits(
  tx: Executor,
  credits: readonly { id: number; remainingPaise: number }[],
  amountPaise: number,
): Promise<void> {
  let left = amountPaise;
  for (const credit of credits) {
    if (left === 0) return;
    const spent = Math.min(left, credit.remainingPaise);
    await tx
      .update(customerCredits)
      .set({ remainingPaise: sql`${customerCredits.remainingPaise} - ${spent}` })
      .where(eq(customerCredits.id, credit.id));
    left -= spent;
  }
  if (left > 0) throw new Error('spendCredits: more than the locked credits hold');
}

/** A new credit; the unique ticket and order columns make each one happen once. */
export async function grantCredit(
  tx: Executor,
  credit: {
    userId: number;
    amountPaise: number;
    ticketId?: number;
    returnedFromOrderId?: number;
    now: Date;
  },
): Promise<boolean> {
  if (credit.amountPaise <= 0) return false;
  const rows = await tx
    .insert(customerCredits)
    .values({
      userId: credit.userId,
      amountPaise: credit.amountPaise,
      remainingPaise: credit.amountPaise,
      ticketId: credit.ticketId ?? null,
      returnedFromOrderId: credit.returnedFromOrderId ?? null,
      createdAt: credit.now,
    })
    .onConflictDoNothing()
    .returning({ id: customerCredits.id });
  return rows.length > 0;
}
