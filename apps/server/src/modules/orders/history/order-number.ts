import { sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/orders';

/**
 * Where an order stands in its checkout, for the number the customer knows it by (decision 022,
 * `orderNumberText`): its place among the checkout's orders by id, and how many there are. Read
 * beside `orders` in any select; each is one look-up of orders_payment_idx.
 */
export const checkoutPlaceColumns = {
  checkoutPlace: sql<number>`(select count(*)::int from orders as o2 where o2.payment_id = ${orders.paymentId} and o2.id <= ${orders.id})`,
  checkoutOrders: sql<number>`(select count(*)::int from orders as o2 where o2.payment_id = ${orders.paymentId})`,
};
