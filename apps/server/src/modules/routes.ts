import type { ModuleRoutes } from './module-routes';
import { paymentRoutes } from './payments/simulator/routes';
import { loginRoutes, otpIssueReportRoutes, profileRoutes } from './accounts/routes';
import { addressRoutes, knownLocationRoutes, waitlistRoutes } from './addresses/routes';
import { analyticsRoutes } from './analytics/routes';
import { historyRoutes, previouslyOrderedRoutes } from './orders/history/history-routes';
import { devRoutes } from './dev/routes';
import { hubRoutes } from './hub/shared/hub-routes';
import { messageReportRoutes } from './messages/report-routes';
import { discountRoutes } from './discounts/routes';
import { checkoutRoutes } from './orders/placing/checkout-routes';
import { paymentWebhookRoutes } from './payments/webhook/payment-webhook-routes';
import { loadProductCards, loadProductCardsByIds } from './catalog/product-card';
import { catalogRoutes } from './catalog/routes';
import { searchRoutes } from './search/routes';
import { sellerRoutes } from './sellers/routes';
import { sellerLeadOpsRoutes, sellerLeadRoutes } from './support/lead-routes';
import { ticketRoutes } from './support/ticket-routes';
import { ticketsByOrder } from './support/service';
import { reviewRoutes } from './reviews/routes';
import { loadOwnOrderItems, readableReviews } from './reviews/service';
import { paymentOrders } from './orders/service';

/** Every server module, in the order they are registered. */
export const moduleRoutes: ModuleRoutes[] = [
  loginRoutes,
  profileRoutes,
  otpIssueReportRoutes,
  knownLocationRoutes,
  addressRoutes,
  waitlistRoutes,
  devRoutes,
  catalogRoutes(loadOwnOrderItems, readableReviews),
  searchRoutes(loadProductCards),
  sellerRoutes(loadProductCardsByIds),
  analyticsRoutes,
  discountRoutes,
  checkoutRoutes,
  paymentWebhookRoutes(paymentOrders),
  messageReportRoutes,
  paymentRoutes,
  historyRoutes(ticketsByOrder),
  previouslyOrderedRoutes,
  ...hubRoutes,
  sellerLeadRoutes,
  sellerLeadOpsRoutes,
  reviewRoutes,
  ticketRoutes,
];
