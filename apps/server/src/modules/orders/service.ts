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
export { resolutionsOf } from './history/ticket-answers';
export {
  liveOrdersOfSlot,
  moveSlotOrdersTo,
  slotMoveTargets,
  slotText,
} from './fulfilment/slot-move';
export { moveOrderToSlot, orderMoveSlots } from './fulfilment/order-slot-move';
export { checkoutPlaceColumns } from './history/order-number';
export { refundsByOrder } from './history/order-views';
export { makersTomorrowJob, tellMakersOfTomorrow } from './fulfilment/tomorrow-for-makers';
