import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema/payments';
import { notFound } from '../../../http/errors';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The customer's own payment; another customer's id finds nothing, exactly like an unknown one.
 * Answers 404 'Order details not found' (the confirmation screen's words) either way.
 */
export async function findOwnPayment(
  db: Executor,
  userId: number,
  paymentId: number,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw notFound('Order details');
  return row;
}
