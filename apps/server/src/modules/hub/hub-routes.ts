import type { ModuleRoutes } from '../module-routes';
import { hubAreaRoutes } from './area-routes';
import { hubBatchRoutes } from './batch-routes';
import { hubBoardRoutes } from './board-routes';
import { hubCashRoutes } from './cash-routes';
import { hubCustomerRoutes } from './customer-routes';
import { hubDashboardRoutes } from './dashboard-routes';
import { hubDiscountRoutes } from './discount-routes';
import { hubDocumentRoutes } from './documents/document-routes';
import { hubHistoryRoutes } from './history-routes';
import { hubIngredientRoutes } from './ingredient-routes';
import { hubLeadRoutes } from './lead-routes';
import { hubMakerOrderRoutes } from './maker-orders-routes';
import { hubMakerRoutes } from './maker-routes';
import { hubMerchRoutes } from './merch-routes';
import { hubMerchUploadRoutes } from './merch-upload-routes';
import { hubMessageRoutes } from './message-routes';
import { hubOrderRoutes } from './order-routes';
import { hubProductRoutes } from './product-routes';
import { hubRefundRoutes } from './refund-routes';
import { hubSlotRoutes } from './slot-routes';
import { hubTicketRoutes } from './ticket-routes';
import { hubUploadRoutes } from './upload-routes';

/**
 * Every route of the hub (/api/hub/), one registration per area: each opens its own scope with
 * the actor check it needs (requireHubActor or requireOpsActor, hub-actor.ts).
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
