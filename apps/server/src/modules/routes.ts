import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { paymentRoutes } from './payments/routes';
import { accountsRoutes } from './accounts/routes';
import { addressRoutes } from './addresses/routes';
import { analyticsRoutes } from './analytics/routes';
import { deliveryRoutes } from './delivery/routes';
import { historyRoutes } from './orders/history-routes';
import { hubOrderRoutes } from './hub/order-routes';
import { devRoutes } from './dev/routes';
import { discountRoutes } from './discounts/routes';
import { checkoutRoutes } from './orders/checkout-routes';
import { paymentWebhookRoutes } from './orders/payment-webhook-routes';
import { loadProductCards, loadProductCardsByIds } from './catalog/product-card';
import { catalogRoutes } from './catalog/routes';
import { searchRoutes } from './search/routes';
import { sellerRoutes } from './sellers/routes';
import { sellerLeadRoutes } from './support/lead-routes';
import { ticketOpsRoutes } from './support/ticket-ops-routes';
import { ticketRoutes } from './support/ticket-routes';
import { reviewRoutes } from './reviews/routes';
import { loadOwnOrderItems } from './reviews/service';

/** A module adds its routes to its own encapsulated Fastify scope. */
export type ModuleRoutes = (app: FastifyInstance, context: AppContext) => Promise<void>;

/** Every server module, in the order they are registered. */
export const moduleRoutes: ModuleRoutes[] = [
  accountsRoutes,
  addressRoutes,
  devRoutes,
  catalogRoutes(loadOwnOrderItems),
  deliveryRoutes,
  searchRoutes(loadProductCards),
  sellerRoutes(loadProductCardsByIds),
  analyticsRoutes,
  discountRoutes,
  checkoutRoutes,
  paymentWebhookRoutes,
  paymentRoutes,
  historyRoutes,
  hubOrderRoutes,
  sellerLeadRoutes,
  reviewRoutes,
  ticketRoutes,
  ticketOpsRoutes,
];
