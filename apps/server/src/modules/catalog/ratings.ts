import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';

/**
 * A published review moves its product's and maker's average rating and count. One statement
 * each, so two reviews landing together both count (the row lock orders them).
 */
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
