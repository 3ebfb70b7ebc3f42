/**
 * What other modules (orders, hub) may use of payments (eslint.config.js, docs/architecture.md).
 * Payments imports no module: where ending a payment must give its orders' holds back, orders
 * hands its side of a payment's change in (`PaymentOrders`, decision 021). Append exports here; keep the
 * implementations in their own files.
 */
export { checkoutOptions, openProviderOrder } from './checkout/checkout-options';
export { confirmPayment } from './checkout/confirm-payment';
export { findOwnPayment, type PaymentRow } from './checkout/own-payment';
export {
  checkoutPaymentOf,
  lockOwnPayment,
  openPayment,
  paymentAddressOf,
  unpaidPaymentIds,
  type PaymentToOpen,
} from './checkout/checkout-payments';
export { paymentForCheckout } from './checkout/payment-for-checkout';
export {
  closeUnpaidPayment,
  type ClosedOrder,
  type GiveBackOrders,
  type PaymentActor,
  type PaymentOrders,
} from './lifecycle/payment-transitions';
export { holdSweeperJob, sweepExpiredHolds } from './lifecycle/payment-hold-sweeper';
export {
  ATTENTION_AFTER_FAILURES,
  bookOrderRefund,
  refundRetryJob,
  retryPendingRefunds,
  sendRefund,
  type PendingRefund,
} from './lifecycle/refund-sender';
export {
  refundsForOps,
  refundsWaitingFigure,
  type RefundsWaitingFigure,
} from './lifecycle/refunds-for-ops';
// For the hub's discount codes page: the discount each use's payment was given.
export { discountsOfPayments } from './checkout/payment-discounts';
// For orders moved to another slot: pay on delivery and the address of each order's checkout.
export { howPaymentsWerePaid, type HowPaid } from './checkout/how-paid';
// For orders' read models: checkouts and refunds joined in orders' own statements (decision 070).
export { orderPayments, orderRefunds } from './read-views';
