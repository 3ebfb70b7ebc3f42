import type { ModuleRoutes } from './module-routes';
import { paymentRoutes } from './payments/simulator/routes';
import { loginRoutes, otpIssueReportRoutes, profileRoutes } from './accounts/routes';
import { addressRoutes, knownLocationRoutes, waitlistRoutes } from './addresses/routes';
import { analyticsRoutes } from './analytics/routes';
import { deliveryRoutes } from './delivery/routes';
import { historyRoutes, previouslyOrderedRoutes } from './orders/history/history-routes';
import { hubAreaRoutes } from './hub/area-routes';
import { hubBatchRoutes } from './hub/batch-routes';
import { hubBoardRoutes } from './hub/board-routes';
import { hubCashRoutes } from './hub/cash-routes';
import { hubCustomerRoutes } from './hub/customer-routes';
import { hubMessageRoutes } from './hub/message-routes';
import { hubDashboardRoutes } from './hub/dashboard-routes';
import { hubDiscountRoutes } from './hub/discount-routes';
import { hubMerchRoutes } from './hub/merch-routes';
import { hubMerchUploadRoutes } from './hub/merch-upload-routes';
import { hubDocumentRoutes } from './hub/documents/document-routes';
import { hubHistoryRoutes } from './hub/history-routes';
import { hubIngredientRoutes } from './hub/ingredient-routes';
import { hubLeadRoutes } from './hub/lead-routes';
import { hubMakerOrderRoutes } from './hub/maker-orders-routes';
import { hubMakerRoutes } from './hub/maker-routes';
import { hubOrderRoutes } from './hub/order-routes';
import { hubProductRoutes } from './hub/product-routes';
import { hubSlotRoutes } from './hub/slot-routes';
import { hubTicketRoutes } from './hub/ticket-routes';
import { hubUploadRoutes } from './hub/upload-routes';
import { devRoutes } from './dev/routes';
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
import { reviewRoutes } from './reviews/routes';
import { loadOwnOrderItems } from './reviews/service';
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
  catalogRoutes(loadOwnOrderItems),
  deliveryRoutes,
  searchRoutes(loadProductCards),
  sellerRoutes(loadProductCardsByIds),
  analyticsRoutes,
  discountRoutes,
  checkoutRoutes,
  paymentWebhookRoutes(paymentOrders),
  messageReportRoutes,
  paymentRoutes,
  historyRoutes,
  previouslyOrderedRoutes,
  hubBoardRoutes,
  hubDashboardRoutes,
  hubDocumentRoutes,
  hubCashRoutes,
  hubSlotRoutes,
  hubOrderRoutes,
  hubBatchRoutes,
  hubHistoryRoutes,
  hubMakerRoutes,
  hubMakerOrderRoutes,
  hubProductRoutes,
  hubIngredientRoutes,
  hubUploadRoutes,
  hubLeadRoutes,
  hubCustomerRoutes,
  hubMessageRoutes,
  hubDiscountRoutes,
  hubMerchRoutes,
  hubMerchUploadRoutes,
  hubAreaRoutes,
  sellerLeadRoutes,
  sellerLeadOpsRoutes,
  reviewRoutes,
  ticketRoutes,
  hubTicketRoutes,
];
