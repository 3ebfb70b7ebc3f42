import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/reviews';
import { orderItems, orders } from '../../db/schema/orders';

/**
 * The customer's own order item with its order's status and maker; another customer's item is
 * simply not found (ownership is part of the WHERE).
 */
export async function findOwnOrderItem(db: Executor, userId: number, orderItemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      status: orders.status,
      makerId: orders.makerId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
  return row;
}

export async function insertReview(db: Executor, review: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(review).returning();
  return row!;
}

/** One statement each, so two reviews landing together both count (the row lock orders them). */
export async function countRating(
  db: Executor,
  productId: number,
  makerId: number,
  rating: number,
) {
  await db
    .update(products)
    .set({
      rating: sql`(${products.rating} * ${products.numReviews} + ${rating}) / (${products.numReviews} + 1)`,
      numReviews: sql`${products.numReviews} + 1`,
    })
    .where(eq(products.id, productId));
  await db
    .update(makers)
    .set({
      rating: sql`(${makers.rating} * ${makers.numReviews} + ${rating}) / (${makers.numReviews} + 1)`,
      numReviews: sql`${makers.numReviews} + 1`,
    })
    .where(eq(makers.id, makerId));
}

/** The viewer's items of this product from delivered orders, with the review of each if any. */
export async function ownItemsOfProduct(db: Executor, userId: number, productId: number) {
  return db
    .select({
      id: orderItems.id,
      name: orderItems.productName,
      reviewId: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      reviewerName: reviews.reviewerName,
      createdAt: reviews.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.userId, userId),
        eq(orders.status, ORDER_STATUS.DELIVERED),
      ),
    )
    .orderBy(sql`${orderItems.id} DESC`)
    .limit(20);
}
