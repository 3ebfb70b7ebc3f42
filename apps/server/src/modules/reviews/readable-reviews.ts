import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Review } from '@makers-pantry/domain/catalog';
import type { Executor } from '../../db/client';
import { reviews } from '../../db/schema/reviews';

/**
 * The product page's `othersReviews`: the reviews a visitor may read, published and with something
 * written in them, newest first. Given to the catalog from modules/routes.ts: reviews imports
 * catalog (a review moves the ratings), so the catalog cannot ask reviews' service.
 */
export async function readableReviews(
  db: Executor,
  productId: number,
  limit: number,
): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      name: reviews.reviewerName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId),
        eq(reviews.isPublished, true),
        or(sql`${reviews.title} <> ''`, sql`${reviews.body} <> ''`),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() }));
}
