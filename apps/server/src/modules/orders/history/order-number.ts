import { inArray, sql } from 'drizzle-orm';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/orders';

/**
 * Where an order stands in its checkout, for the number the customer knows it by (decision 022,
 * `orderNumberText`): its place among the checkout's orders by id, and how many there are. Read
 * beside `orders` in any select; each is one look-up of orders_payment_idx.
 */
export const checkoutPlaceColumns = {
  // The outer row is named in full: in a select from `orders` alone, drizzle writes its columns
  // without the table, and inside the sub-select they would then mean o2's own.
  checkoutPlace: sql<number>`(select count(*)::int from orders as o2 where o2.payment_id = "orders"."payment_id" and o2.id <= "orders"."id")`,
  checkoutOrders: sql<number>`(select count(*)::int from orders as o2 where o2.payment_id = "orders"."payment_id")`,
};

/** Orders as hub lists name them: their id (for the link) and the number customers know. */
export async function orderRefsOf(db: Executor, orderIds: readonly number[]) {
  const ids = [...new Set(orderIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: orders.id, paymentId: orders.paymentId, ...checkoutPlaceColumns })
          .from(orders)
          .where(inArray(orders.id, ids));
  const numbers = new Map(
    rows.map((row) => [
      row.id,
      orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders),
    ]),
  );
  return (id: number | null) => {
    const number = id === null ? undefined : numbers.get(id);
    return id === null || number === undefined ? null : { id, number };
  };
}
