import { asc, inArray } from 'drizzle-orm';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { checkoutPlaceColumns } from '../history/order-number';

/**
 * The orders each payment placed, by id, as hub lists name them (`{ id, number }`): a discount
 * code's uses show the orders each use paid for. One statement for all the payments given.
 */
export async function orderRefsOfPayments(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Map<number, { id: number; number: string }[]>> {
  const byPayment = new Map<number, { id: number; number: string }[]>();
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) return byPayment;
  const rows = await db
    .select({ id: orders.id, paymentId: orders.paymentId, ...checkoutPlaceColumns })
    .from(orders)
    .where(inArray(orders.paymentId, ids))
    .orderBy(asc(orders.id));
  for (const row of rows) {
    const ref = {
      id: row.id,
      number: orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders),
    };
    const ofPayment = byPayment.get(row.paymentId);
    if (ofPayment) ofPayment.push(ref);
    else byPayment.set(row.paymentId, [ref]);
  }
  return byPayment;
}
