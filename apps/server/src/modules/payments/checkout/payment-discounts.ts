import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema/payments';

/** The discount each payment was given, in paise, by payment: a discount code's uses show it. */
export async function discountsOfPayments(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, discountPaise: payments.discountPaise })
    .from(payments)
    .where(inArray(payments.id, ids));
  return new Map(rows.map((row) => [row.id, row.discountPaise]));
}
