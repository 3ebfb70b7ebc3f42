import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CollectionType } from '@makers-pantry/domain/catalog-enums';
import { onSale, withMaker } from '../../db/catalogue-conditions';
import type { Db, Executor } from '../../db/client';
import { intArray } from '../../db/int-array';
import {
  bannedIngredients,
  banners,
  categories,
  collectionProducts,
  collections,
  products,
  subcategories,
} from '../../db/schema/catalog';
import { showingNow } from './merchandising';
import type { ProductSelection } from './product-rows';

/** The carousel at `now`: banners on, inside their window, in their order. */
export function activeBanners(db: Db, now: Date) {
  return db
    .select({
      id: banners.id,
      name: banners.name,
      largeImage: banners.largeImage,
      mediumImage: banners.mediumImage,
      smallImage: banners.smallImage,
      redirectUrl: banners.redirectUrl,
    })
    .from(banners)
    .where(showingNow(banners, now))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

export function allCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
}

/** Subcategories of the given categories (all of them when `categoryId` is omitted). */
export function subcategoriesOf(db: Db, categoryId?: number) {
  return db
    .select({
      id: subcategories.id,
      categoryId: subcategories.categoryId,
      name: subcategories.name,
      image: subcategories.image,
    })
    .from(subcategories)
    .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.sortOrder), asc(subcategories.id));
}

const collectionColumns = {
  id: collections.id,
  name: collections.name,
  type: collections.type,
  tileImage: collections.tileImage,
};

export async function findActiveCollection(db: Db, id: number, now: Date) {
  const [row] = await db
    .select(collectionColumns)
    .from(collections)
    .where(and(eq(collections.id, id), showingNow(collections, now)));
  return row;
}

/** Collections of these types the shop shows at `now` (on, inside their window), in order. */
export function activeCollections(db: Db, types: readonly CollectionType[], now: Date) {
  return db
    .select(collectionColumns)
    .from(collections)
    .where(and(inArray(collections.type, [...types]), showingNow(collections, now)))
    .orderBy(asc(collections.sortOrder), asc(collections.id));
}

/** The products of a collection that are on sale, in the order the curator set. */
export const collectionSelection = (collectionId: number): ProductSelection =>
  sql`SELECT ${collectionProducts.productId} AS id,
      row_number() OVER (ORDER BY ${collectionProducts.position}, ${collectionProducts.productId}) AS ord
    FROM ${collectionProducts}
    JOIN (${withMaker}) ON ${products.id} = ${collectionProducts.productId}
    WHERE ${collectionProducts.collectionId} = ${collectionId} AND ${onSale}`;

/** The first `perCollection` products on sale of each collection, in one query. */
export async function leadingProductsOf(
  db: Db,
  collectionIds: readonly number[],
  perCollection: number,
): Promise<{ collectionId: number; productId: number }[]> {
  if (collectionIds.length === 0) return [];
  const result = await db.execute<{ collectionId: number; productId: number }>(sql`
    SELECT ranked.collection_id AS "collectionId", ranked.product_id AS "productId"
    FROM (
      SELECT ${collectionProducts.collectionId} AS collection_id,
        ${collectionProducts.productId} AS product_id,
        row_number() OVER (
          PARTITION BY ${collectionProducts.collectionId}
          ORDER BY ${collectionProducts.position}, ${collectionProducts.productId}
        ) AS place
      FROM ${collectionProducts}
      JOIN (${withMaker}) ON ${products.id} = ${collectionProducts.productId}
      WHERE ${collectionProducts.collectionId} = ANY(${intArray(collectionIds)}::int[])
        AND ${onSale}
    ) AS ranked
    WHERE ranked.place <= ${perCollection}
    ORDER BY ranked.collection_id, ranked.place`);
  return result.rows;
}

export function allBannedIngredients(db: Pick<Executor, 'select'>) {
  return db
    .select({
      name: bannedIngredients.name,
      aliases: bannedIngredients.aliases,
      functions: bannedIngredients.functions,
    })
    .from(bannedIngredients)
    .orderBy(asc(bannedIngredients.name));
}
