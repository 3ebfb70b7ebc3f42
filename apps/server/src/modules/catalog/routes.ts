import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { browseRoutes } from './browse-routes';
import { cartRoutes } from './cart-routes';
import { CountMemo } from './count-memo';
import { productRoutes } from './product-routes';
import type { OwnOrderItemsLoader, ReadableReviewsLoader } from './viewer';

/** Listing counts change when products launch or retire, not by the second. */
const LISTING_COUNT_TTL_MS = 30_000;

/**
 * The public catalogue: everything a visitor browses before logging in. A product page's reviews
 * and the viewer's own items are the reviews module's, handed in by modules/routes.ts.
 */
export const catalogRoutes =
  (loadOwnOrderItems: OwnOrderItemsLoader, readableReviews: ReadableReviewsLoader) =>
  async (app: FastifyInstance, context: AppContext) => {
    const counts = new CountMemo(LISTING_COUNT_TTL_MS);
    context.catalogueChanges.whenChanged(() => counts.clear());
    await productRoutes(app, context, counts, loadOwnOrderItems, readableReviews);
    await browseRoutes(app, context, counts);
    await cartRoutes(app, context);
  };
