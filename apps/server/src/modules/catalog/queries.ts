import { and, eq, sql, type SQL } from 'drizzle-orm';
import { NEW_PRODUCT_DAYS, PAGE_SIZE } from '@makers-pantry/domain/catalog';
import { canBeBought, onSale, withMaker } from '../../db/catalogue-conditions';
import type { Db } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';
import type { ProductSelection } from './product-rows';

export interface ListingFilter {
  categoryId?: number;
  /** Absent means every subcategory of the category. */
  subcategoryId?: number;
}

function listingWhere(filter: ListingFilter): SQL {
  const parts = [onSale];
  if (filter.categoryId !== undefined)
    parts.push(sql`${products.categoryId} = ${filter.categoryId}`);
  if (filter.subcategoryId !== undefined)
    parts.push(sql`${products.subcategoryId} = ${filter.subcategoryId}`);
  return sql.join(parts, sql` AND `);
}

/**
 * Listings are in id order: stable while a visitor scrolls, and an index walk that stops after
 * the page (products_pkey, or products_category_idx inside a category).
 */
export function listingPage(filter: ListingFilter, pageNum: number): ProductSelection {
  return sql`SELECT ${products.id} AS id, ${products.id} AS ord FROM ${withMaker}
    WHERE ${listingWhere(filter)}
    ORDER BY ${products.id} LIMIT ${PAGE_SIZE} OFFSET ${(pageNum - 1) * PAGE_SIZE}`;
}

export async function countListing(db: Db, filter: ListingFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${withMaker} WHERE ${listingWhere(filter)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Where a product on sale sits in the catalogue; undefined when it is not on sale. */
export async function findProductOnSale(db: Db, id: number) {
  const [row] = await db
    .select({ categoryId: products.categoryId, subcategoryId: products.subcategoryId })
    .from(products)
    .innerJoin(makers, eq(makers.id, products.makerId))
    .where(and(eq(products.id, id), eq(products.isActive, true), eq(makers.isApproved, true)));
  return row;
}

export async function findProductText(db: Db, id: number) {
  const [row] = await db
    .select({
      description: products.description,
      usageInstructions: products.usageInstructions,
      allergenInfo: products.allergenInfo,
      ingredients: products.ingredients,
      storage: products.storage,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/** A few products ordered by `orderBy`, numbered so the card query keeps that order. */
function rankedSelection(where: SQL, orderBy: SQL, limit: number): ProductSelection {
  return sql`SELECT ${products.id} AS id, row_number() OVER (ORDER BY ${orderBy}) AS ord
    FROM ${withMaker} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`;
}

const popularity = sql`${products.numReviews} DESC, ${products.rating} DESC, ${products.id}`;

/**
 * 'Frequently bought together' until orders can tell us: the best-liked products in stock from
 * the same subcategory first, then from the rest of the category.
 */
export function companionsOf(
  product: { id: number; categoryId: number; subcategoryId: number },
  limit: number,
): ProductSelection {
  return rankedSelection(
    sql`${onSale} AND ${canBeBought} AND ${products.categoryId} = ${product.categoryId}
      AND ${products.id} <> ${product.id}`,
    sql`(${products.subcategoryId} = ${product.subcategoryId}) DESC, ${popularity}`,
    limit,
  );
}

/** 'Handpicked for you': the best-liked products that can be bought now. */
export const popularInStock = (limit: number): ProductSelection =>
  rankedSelection(sql`${onSale} AND ${canBeBought}`, popularity, limit);

const NEW_PRODUCTS_SHOWN = 100;

/**
 * Products first approved in the last 30 days, newest first (products_approved_idx):
 * '/newproducts' and the 'new launched' collection.
 */
export function newlyApproved(now: Date, limit = NEW_PRODUCTS_SHOWN): ProductSelection {
  const from = new Date(now.getTime() - NEW_PRODUCT_DAYS * 86_400_000);
  return rankedSelection(
    sql`${onSale} AND ${products.approvedAt} > ${from.toISOString()}::timestamptz
      AND ${products.approvedAt} <= ${now.toISOString()}::timestamptz`,
    sql`${products.approvedAt} DESC, ${products.id} DESC`,
    limit,
  );
}
