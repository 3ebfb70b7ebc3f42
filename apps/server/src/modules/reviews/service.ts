import type { ProductDetail } from '@makers-pantry/domain/catalog';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { reviewCreateSchema } from '@makers-pantry/domain/reviews';
import { isUnparliamentary, type ReviewCreated } from '@makers-pantry/domain/reviews';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';
import { AppError } from '../../http/errors';
import { countRating } from '../catalog/service';
import { deliveredItemsOfProduct, findOwnOrderItem } from '../orders/service';
import { insertReview, reviewsOfItems } from './queries';

// The product page's readable reviews, handed to the catalog from modules/routes.ts.
export { readableReviews } from './readable-reviews';

type ReviewRequest = z.output<typeof reviewCreateSchema>;
/** The product page lists the viewer's latest delivered items of the product, at most these. */
const OWN_ITEMS_SHOWN = 20;
const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) => sqlStateOf(error) === UNIQUE_VIOLATION;

/**
 * POST api/reviews/create/: the customer's own delivered item, once (the unique index on the
 * order item decides, not a check). A published review moves the product's and maker's rating in
 * the same transaction; a hidden one (unparliamentary words) is kept for the team but changes
 * nothing a shopper sees.
 */
export async function createReview(
  context: AppContext,
  user: { id: number; firstName: string },
  request: ReviewRequest,
): Promise<ReviewCreated> {
  try {
    return await context.db.transaction(async (tx) => {
      const item = await findOwnOrderItem(tx, user.id, request.order_item);
      if (!item) throw new AppError('NOT_FOUND', 'This order item was not found.');
      if (item.status !== ORDER_STATUS.DELIVERED) throw new AppError('ITEM_NOT_DELIVERED');
      const isPublished = !isUnparliamentary(`${request.title} ${request.body}`);
      const review = await insertReview(tx, {
        productId: item.productId,
        userId: user.id,
        orderItemId: item.id,
        reviewerName: user.firstName,
        rating: request.rating,
        title: request.title,
        body: request.body,
        isPublished,
        createdAt: context.now(),
      });
      if (isPublished) await countRating(tx, item.productId, item.makerId, request.rating);
      return {
        id: review.id,
        rating: review.rating,
        title: review.title,
        body: review.body,
        isPublished,
        detail: 'Thank you for your review!',
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
    throw error;
  }
}

/**
 * The product page's `userOrderItems` for a logged-in customer: their delivered items of the
 * product; each can be reviewed until it has a review. Given to the catalog from modules/routes.ts.
 */
export async function loadOwnOrderItems(
  db: Executor,
  userId: number,
  productId: number,
): Promise<ProductDetail['userOrderItems']> {
  const items = await deliveredItemsOfProduct(db, userId, productId, OWN_ITEMS_SHOWN);
  const reviewOf = await reviewsOfItems(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const review = reviewOf.get(item.id);
    return {
      id: item.id,
      name: item.name,
      canReview: review === undefined,
      review: review
        ? {
            id: review.id,
            rating: review.rating,
            title: review.title,
            body: review.body,
            name: review.reviewerName,
            createdAt: review.createdAt.toISOString(),
          }
        : null,
    };
  });
}
