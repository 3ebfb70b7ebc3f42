import type { ModuleRoutes } from '../../module-routes';
import { hubAreaRoutes } from '../areas/area-routes';
import { hubBatchRoutes } from '../batches/batch-routes';
import { hubBoardRoutes } from '../orders/board-routes';
import { hubCashRoutes } from '../orders/cash-routes';
import { hubCustomerRoutes } from '../customers/customer-routes';
import { hubDashboardRoutes } from '../dashboard/dashboard-routes';
import { hubDiscountRoutes } from '../codes/discount-routes';
import { hubDocumentRoutes } from '../documents/document-routes';
import { hubHistoryRoutes } from '../history/history-routes';
import { hubIngredientRoutes } from '../products/ingredient-routes';
import { hubLeadRoutes } from '../leads/lead-routes';
import { hubMakerOrderRoutes } from '../maker-orders/maker-orders-routes';
import { hubMakerRoutes } from '../makers/maker-routes';
import { hubMerchRoutes } from '../merch/merch-routes';
import { hubMerchUploadRoutes } from '../merch/merch-upload-routes';
import { hubMessageRoutes } from '../messages/message-routes';
import { hubOrderRoutes } from '../orders/order-routes';
import { hubProductRoutes } from '../products/product-routes';
import { hubRefundRoutes } from '../refunds/refund-routes';
import { hubSlotRoutes } from '../slots/slot-routes';
import { hubTicketRoutes } from '../tickets/ticket-routes';
import { hubUploadRoutes } from './upload-routes';

/**
 * Every route of the hub (/api/hub/), one registration per area: each is a `hubArea`
 * (hub-route.ts), its own scope for its audience, sellers and ops or ops alone, and its routes
 * declared through it; a document route sends its PDF through the reply it is given. The upload
 * routes, which read multipart bodies, open theirs with the actor check itself (hub-actor.ts).
 */
export const hubRoutes: ModuleRoutes[] = [
  hubBoardRoutes,
  hubDashboardRoutes,
  hubDocumentRoutes,
  hubCashRoutes,
  hubSlotRoutes,
  hubOrderRoutes,
  hubRefundRoutes,
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
  hubTicketRoutes,
];
