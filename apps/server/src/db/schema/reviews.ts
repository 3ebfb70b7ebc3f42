import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, partOf, serialId } from '../columns';
import { products } from './catalog';

/**
 * A customer's review of a product. Reviews written in the shop point at the order item they
 * were written for (linked when orders land); seeded reviews have none.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    productId: partOf('product_id', () => products.id),
    userId: integer('user_id'),
    orderItemId: integer('order_item_id'),
    reviewerName: text('reviewer_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Reviews with unparliamentary language are kept but not shown. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // A bought item is reviewed once: the database holds the rule, not a check in code.
    uniqueIndex('reviews_order_item_idx').on(t.orderItemId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
