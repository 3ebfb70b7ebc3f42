import type { Executor } from '../../../db/client';
import { lockCustomer } from '../../accounts/service';
import { closeUnpaidPayment, lockOwnPayment, unpaidPaymentIds } from '../../payments/service';
import { REPLACED_REASON } from './checkout-answer';
import { checkoutOfKey, type KeyClaim } from './idempotency';
import { paymentOrders } from './payment-orders';

/**
 * Whether the customer still holds an unpaid checkout, asked under their row's lock by the
 * transaction that places a new one: it must then be replaced first, in its own transaction.
 */
export async function holdsUnpaidCheckout(tx: Executor, userId: number): Promise<boolean> {
  await lockCustomer(tx, userId);
  return (await unpaidPaymentIds(tx, userId, { limit: 1 })).length > 0;
}

/**
 * A customer holds at most one unpaid checkout (decision 023): a new one first gives back what
 * any older unpaid one holds (stock to its batches, slot places, the code's use, credit), so a
 * changed cart or a second tab never leaves stock held for nobody. This runs in a transaction of
 * its own, before the placing one, so that each keeps the one lock order of decision 014. The
 * checkout the request's own key already names (a retry racing its first try) is kept.
 */
export async function replaceUnpaidCheckouts(
  tx: Executor,
  userId: number,
  now: Date,
  claim?: KeyClaim,
): Promise<number> {
  await lockCustomer(tx, userId);
  const keep = claim && (await checkoutOfKey(tx, claim));
  const unpaid = await unpaidPaymentIds(tx, userId, { except: keep });
  let closed = 0;
  for (const paymentId of unpaid)
    if (
      await closeUnpaidPayment(
        tx,
        paymentId,
        { status: 'cancelled', reason: REPLACED_REASON },
        now,
        paymentOrders,
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
  if (!(await lockOwnPayment(tx, userId, paymentId))) return false;
  await closeUnpaidPayment(
    tx,
    paymentId,
    { status: 'cancelled', reason: 'Cancelled by the customer before paying.' },
    now,
    paymentOrders,
  );
  return true;
}
