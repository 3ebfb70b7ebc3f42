/**
 * What other modules (hub, reviews, support) may use of orders (eslint.config.js, docs/architecture.md).
 * Append exports here; keep the implementations in their own files.
 */
export {
  collectPodCash,
  moveOrderByOps,
  moveOrdersByOps,
  type OpsOrderChange,
  type RecordOpsChange,
  type RefusedMove,
} from './fulfilment/ops-moves';
export {
  awaitsDecision,
  markDelivered,
  markDeliveryFailed,
  reattemptDelivery,
  reattemptSlots,
  returnToHub,
} from './fulfilment/delivery-steps';
export { paymentOrders } from './placing/payment-orders';
export { grantCredit } from './credit/customer-credit';
export { creditLineUnits } from './credit/line-money';
export { placeReplacementOrder } from './placing/replacement-order';
export { creditBalancePaise } from './credit/customer-credit';
export {
  liveOrdersOfSlot,
  moveSlotOrdersTo,
  slotMoveTargets,
  slotText,
} from './fulfilment/slot-move';
export { moveOrderToSlot, orderMoveSlots } from './fulfilment/order-slot-move';
export { checkoutPlaceColumns, orderRefsOf } from './history/order-number';
export { refundsByOrder } from './history/order-views';
export { makersTomorrowJob, tellMakersOfTomorrow } from './fulfilment/tomorrow-for-makers';
// For the hub (the back office's reads of orders, one statement each; orders/ops-views/): the
// orders board and its version, ops' order lists, an order's page, a delivery run's cash, Today's
// tallies and takings per slot, a customer's orders and credit, the orders holding a batch, a
// slot's pick list, packing slips and manifest.
export { boardDay, boardEtag, boardVersion, orderBoard } from './ops-views/order-board';
export { ordersToStep, slotOrdersVersion } from './ops-views/board-queries';
export { hubOrderRow, ordersForOps } from './ops-views/order-list';
export { orderPageRows } from './ops-views/order-page-rows';
export { cashRunOrders, ordersLeftWithCash } from './ops-views/cash-orders';
export { dayTalliesFigure, type SlotTally } from './ops-views/slot-takings';
export { creditOf, ordersCountOf, ordersOfCustomer } from './ops-views/customer-orders';
export { ordersOfBatch } from './ops-views/batch-orders';
export { ordersToPrepare } from './ops-views/orders-to-prepare';
export { documentOrdersOfSlot, pickedUnitsOfSlot } from './ops-views/slot-document-rows';
export { orderRefsOfPayments } from './ops-views/payment-order-refs';
/** Where an order goes, as it was kept when the order was placed (printed on its slip). */
export type { AddressSnapshot } from '../../db/schema/orders';
export {
  addOpsNotes,
  makerOfOrder,
  orderStatusOf,
  paymentOfOrder,
  type OpsNote,
} from './fulfilment/ops-notes';
// For reviews and support: only the customer's own delivered item can be reviewed, the product
// page offers those, and the help form lists what a purchase lets the customer report.
export {
  deliveredItemsOfProduct,
  findOwnOrder,
  findOwnOrderItem,
  itemNamesOf,
  itemsOfOrder,
  reportableItemsOfPurchase,
  type ItemToReport,
} from './history/own-items';
// For support's one-statement reads of tickets (ops' queue, a maker's tickets, a ticket's answer,
// My Orders' tickets): orders' read views.
export { customerCreditLeft, ticketCredits, ticketOrderItems, ticketOrders } from './read-views';
