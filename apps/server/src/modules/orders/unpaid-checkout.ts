import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { payments } from '../../db/schema/orders';
import { closeUnpaidPayment } from './payment-transitions';

/**
 * A customer holds at most one unpaid checkout (decision 023). Their row is locked for the
 * checkout's transaction, so two checkouts of one customer place one after the other, and each
 * new one first gives back what any older unpaid one holds (stock to its batches, slot places,
 * the code's use, credit): a changed cart or a second tab never leaves stock held for nobody.
 */
export async function replaceUnpaidCheckouts(
  tx: Executor,
  userId: number,
  now: Date,
  keep?: number,
): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const unpaid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'awaiting_payment'),
        keep === undefined ? undefined : ne(payments.id, keep),
      ),
    );
  let closed = 0;
  for (const payment of unpaid)
    if (
      await closeUnpaidPayment(
        tx,
        payment.id,
        { status: 'cancelled', reason: 'Replaced by a newer checkout.' },
        now,
      )
    )
      closed++;
  return closed;
}

/** The customer's own cancel of an unpaid checkout (My Orders' Cancel): its holds come back now. */
export async function cancelUnpaidCheckout(
  tx: Executor,
  userId: number,
  paymentId: number,
  now: Date,
): Promise<boolean> {
  const [own] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .for('update');
  if (!own) return false;
  await closeUnpaidPayment(
    tx,
    paymentId,
    { status: 'cancelled', reason: 'Cancelled by the customer before paying.' },
    now,
  );
  return true;
}
