import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';

/** The average with one more rating in it, and the count one up: the same for products and makers. */
const oneMoreRating = (
  rated: { rating: AnyPgColumn; numReviews: AnyPgColumn },
  rating: number,
) => ({
  rating: sql`(${rated.rating} * ${rated.numReviews} + ${rating}) / (${rated.numReviews} + 1)`,
  numReviews: sql`${rated.numReviews} + 1`,
});

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
  await db.update(products).set(oneMoreRating(products, rating)).where(eq(products.id, productId));
  await db.update(makers).set(oneMoreRating(makers, rating)).where(eq(makers.id, makerId));
}
