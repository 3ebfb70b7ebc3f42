import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema/payments';

/** How a checkout was paid (PAYMENT_METHOD) and the saved address its orders go to, if kept. */
export interface HowPaid {
  method: number;
  addressId: number | null;
}

/**
 * How each payment was paid and where its orders go, by payment: moving orders to another slot
 * checks pay on delivery and the address's reach. A plain read, not a lock: the caller locks its
 * orders, and payments are locked before orders, never after (docs/decisions/014-lock-order.md).
 */
export async function howPaymentsWerePaid(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Map<number, HowPaid>> {
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, method: payments.method, addressId: payments.addressId })
    .from(payments)
    .where(inArray(payments.id, ids));
  return new Map(rows.map(({ id, ...paid }) => [id, paid]));
}
