import { QueryBuilder } from 'drizzle-orm/pg-core';
import { payments, refunds } from '../../db/schema/payments';

/**
 * Payments' rows as other modules may read them inside their own statements (decision 070): each
 * view is a plain subquery of one table, which PostgreSQL folds into the statement that joins it,
 * so a read model keeps its one statement and its plan while only payments imports its schema.
 * Reads only: a write, or a row lock, asks payments' service.
 */
const view = new QueryBuilder();

/**
 * Each checkout as its orders show it (join on `orders.payment_id`): who paid, how and whether
 * (method, status, the provider's payment id), when it was placed, the address its orders go to,
 * the bill (items, discount, credit, fee, gross, net) and how long an unpaid one is held. For
 * orders' history, an order's detail, the hub's board, lists, cash, takings, documents and a
 * batch's orders.
 */
export const orderPayments = view
  .select({
    id: payments.id,
    userId: payments.userId,
    method: payments.method,
    status: payments.status,
    providerPaymentId: payments.providerPaymentId,
    startedAt: payments.startedAt,
    address: payments.address,
    itemsTotalPaise: payments.itemsTotalPaise,
    discountPaise: payments.discountPaise,
    creditPaise: payments.creditPaise,
    deliveryFeePaise: payments.deliveryFeePaise,
    grossPaise: payments.grossPaise,
    netPaise: payments.netPaise,
    holdExpiresAt: payments.holdExpiresAt,
  })
  .from(payments)
  .as('order_payments');

/**
 * The refund booked for an order (join on `orders.id`; a refund of a whole capture has no order):
 * its amount and state, for the customer's history and detail, and whether an order was refunded
 * for the money rule of its lines.
 */
export const orderRefunds = view
  .select({ orderId: refunds.orderId, amountPaise: refunds.amountPaise, status: refunds.status })
  .from(refunds)
  .as('order_refunds');
