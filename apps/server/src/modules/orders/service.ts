/**
 * What other modules (hub, reviews, support) may use of orders (eslint.config.js, DESIGN.md 4.8).
 * Append exports here; keep the implementations in their own files.
 */
export { collectPodCash, moveOrderByOps } from './ops-moves';
export { ATTENTION_AFTER_FAILURES, retryPendingRefunds } from './refund-sender';
export { releaseOrderReservations } from './order-release';
export { creditLineUnits, grantCredit } from './customer-credit';
export { refundsForOps } from './refunds-for-ops';
