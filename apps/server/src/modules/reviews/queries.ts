import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviews } from '../../db/schema/reviews';

export async function insertReview(db: Executor, review: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(review).returning();
  return row!;
}

/** The reviews written for the order items given, by item (one statement for a page). */
export async function reviewsOfItems(db: Executor, orderItemIds: readonly number[]) {
  const rows =
    orderItemIds.length === 0
      ? []
      : await db
          .select({
            orderItemId: reviews.orderItemId,
            id: reviews.id,
            rating: reviews.rating,
            title: reviews.title,
            body: reviews.body,
            reviewerName: reviews.reviewerName,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .where(inArray(reviews.orderItemId, [...orderItemIds]));
  return new Map(rows.map((row) => [row.orderItemId, row]));
}
