import type { FastifyRequest } from 'fastify';
import type { ProductDetail } from '@makers-pantry/domain/catalog';
import type { Executor } from '../../db/client';

/** The logged-in customer looking at a page, when there is one. */
export interface Viewer {
  userId: number;
}

/**
 * Who is looking, for public pages that show a customer more (product page, previously ordered
 * products). Needs `optionalUser` as the route's pre-handler; without a live token it is nobody.
 */
export const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.user ? { userId: request.user.id } : null;

/**
 * The viewer's own delivered items of a product (for 'Write Review'). The reviews module answers
 * it; modules/routes.ts hands it in, so the catalog does not depend on reviews.
 */
export type OwnOrderItemsLoader = (
  db: Executor,
  userId: number,
  productId: number,
) => Promise<ProductDetail['userOrderItems']>;

/**
 * The reviews a visitor may read on a product's page, newest first, at most `limit`. The reviews
 * module answers it; modules/routes.ts hands it in, as it does `OwnOrderItemsLoader`.
 */
export type ReadableReviewsLoader = (
  db: Executor,
  productId: number,
  limit: number,
) => Promise<ProductDetail['othersReviews']>;
