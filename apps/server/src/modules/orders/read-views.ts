import { QueryBuilder } from 'drizzle-orm/pg-core';
import { customerCredits, orderItems, orders } from '../../db/schema/orders';
import { checkoutPlaceColumns } from './history/order-number';

/**
 * Read views: orders' rows as other modules' one-statement reads join them (docs/architecture.md,
 * 'Who owns which table'). Each is a plain sub-select of one table, without aggregates, DISTINCT
 * or LIMIT, so PostgreSQL flattens it into the reader's statement and the plan is the one a join
 * of the table would have; each shows only the columns its readers need.
 */
const view = new QueryBuilder();

/**
 * Orders as support's tickets name them (ops' queue, a maker's tickets): who placed it, for which
 * maker and slot, where it stands, when, and the number the customer knows it by
 * (`orderNumberText(paymentId, checkoutPlace, checkoutOrders)`).
 */
export const ticketOrders = view
  .select({
    id: orders.id,
    userId: orders.userId,
    makerId: orders.makerId,
    slotId: orders.slotId,
    status: orders.status,
    placedAt: orders.createdAt,
    paymentId: orders.paymentId,
    checkoutPlace: checkoutPlaceColumns.checkoutPlace.as('checkout_place'),
    checkoutOrders: checkoutPlaceColumns.checkoutOrders.as('checkout_orders'),
  })
  .from(orders)
  .as('ticket_orders');

/**
 * An order's items as support's tickets name them: the product as it was bought, how many, at
 * what price, and what a ticket already gave back on it (credit, replaced units).
 */
export const ticketOrderItems = view
  .select({
    id: orderItems.id,
    orderId: orderItems.orderId,
    productId: orderItems.productId,
    productName: orderItems.productName,
    packageSize: orderItems.productPackageSize,
    measurementUnit: orderItems.productMeasurementUnit,
    quantity: orderItems.quantity,
    pricePaise: orderItems.pricePaise,
    creditedPaise: orderItems.creditedPaise,
    replacedUnits: orderItems.replacedUnits,
  })
  .from(orderItems)
  .as('ticket_order_items');

/** A customer's credit lines and what is left of each, for ops' ticket queue's credit per customer. */
export const customerCreditLeft = view
  .select({ userId: customerCredits.userId, remainingPaise: customerCredits.remainingPaise })
  .from(customerCredits)
  .as('customer_credit_left');

/** The credit a resolved ticket gave (a ticket gives at most one), for support's resolutions. */
export const ticketCredits = view
  .select({ ticketId: customerCredits.ticketId, amountPaise: customerCredits.amountPaise })
  .from(customerCredits)
  .as('ticket_credits');
