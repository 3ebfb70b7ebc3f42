import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema/payments';

/**
 * A checkout's payment row as placing writes and reads it, in placing's own transaction (the
 * payment is locked first: decision 014's lock order). Orders calls these; the row is payments'.
 */

/** What a new payment is opened with: its method, state, amounts, address and times. */
export type PaymentToOpen = Pick<
  typeof payments.$inferInsert,
  | 'userId'
  | 'method'
  | 'status'
  | 'itemsTotalPaise'
  | 'discountPaise'
  | 'creditPaise'
  | 'deliveryFeePaise'
  | 'grossPaise'
  | 'netPaise'
  | 'discountCodeId'
  | 'addressId'
  | 'address'
  | 'holdExpiresAt'
  | 'paidAt'
  | 'startedAt'
  | 'updatedAt'
>;

/** Writes a checkout's payment (or a replacement's, with nothing to pay); answers its id. */
export async function openPayment(tx: Executor, payment: PaymentToOpen): Promise<number> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}

/** The customer's payments still awaiting payment, but `except` (at most `limit` of them). */
export async function unpaidPaymentIds(
  tx: Executor,
  userId: number,
  options: { except?: number | undefined; limit?: number } = {},
): Promise<number[]> {
  const query = tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'awaiting_payment'),
        options.except === undefined ? undefined : ne(payments.id, options.except),
      ),
    )
    .$dynamic();
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((row) => row.id);
}

/** Locks the customer's own payment for the caller's transaction; false when it is not theirs. */
export async function lockOwnPayment(
  tx: Executor,
  userId: number,
  paymentId: number,
): Promise<boolean> {
  const [own] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .for('update');
  return own !== undefined;
}

/** What a checkout's answer says of its payment; undefined when there is none. */
export async function checkoutPaymentOf(db: Executor, paymentId: number) {
  const [payment] = await db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      netPaise: payments.netPaise,
      providerOrderId: payments.providerOrderId,
      failureReason: payments.failureReason,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return payment;
}

/** The address a payment's orders were delivered to: the saved one's id and the snapshot. */
export async function paymentAddressOf(db: Executor, paymentId: number) {
  const [row] = await db
    .select({ addressId: payments.addressId, address: payments.address })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}
