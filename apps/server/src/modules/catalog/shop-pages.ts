import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { shopPageOf, type ShopPage, type ShopPageRef } from '@makers-pantry/domain/shop-pages';
import type { Executor } from '../../db/client';
import { categories, collections, makers, products } from '../../db/schema/catalog';
import { AppError } from '../../http/errors';

/**
 * The shop's pages a banner may link to (issue 38 item 8), found by name for the hub's picker and
 * checked when a banner is saved: a category, a collection, a product on sale, an approved seller
 * that is not suspended, or New products. The paths are the shop's routes
 * (apps/web/src/app/router.tsx) with their names, as the shop's own links write them.
 */

const path = {
  category: (id: number, name: string) => `/category/${id}/${encodeURIComponent(name)}/0/All`,
  collection: (id: number, name: string) => `/collection/${id}/${encodeURIComponent(name)}`,
  product: (id: number) => `/product/${id}`,
  seller: (id: number) => `/seller/${id}`,
};

const NEW_PRODUCTS: ShopPage = {
  kind: 'new-products',
  id: null,
  name: 'New products',
  path: '/newproducts',
};

/** How many pages of each kind the picker offers for a search. */
const EACH = 6;

const sellerShown = and(eq(makers.isApproved, true), isNull(makers.suspendedAt))!;
const productShown = and(eq(products.isActive, true), sellerShown)!;

/** Pages whose name holds the words, each kind by name; no words: New products and the categories. */
export async function findShopPages(db: Executor, words: string | undefined): Promise<ShopPage[]> {
  const like = (column: Parameters<typeof ilike>[0]): SQL | undefined =>
    words ? ilike(column, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [categoryRows, collectionRows, productRows, sellerRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(like(categories.name))
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .limit(words ? EACH : 50),
    words
      ? db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(like(collections.name))
          .orderBy(asc(collections.name), asc(collections.id))
          .limit(EACH)
      : [],
    words
      ? db
          .select({ id: products.id, name: products.name, size: products.packageSize })
          .from(products)
          .innerJoin(makers, eq(makers.id, products.makerId))
          .where(and(productShown, like(products.name)))
          .orderBy(asc(products.name), asc(products.id))
          .limit(EACH)
      : [],
    words
      ? db
          .select({ id: makers.id, name: makers.storeName })
          .from(makers)
          .where(and(sellerShown, like(makers.storeName)))
          .orderBy(asc(makers.storeName), asc(makers.id))
          .limit(EACH)
      : [],
  ]);
  const newProducts =
    !words || NEW_PRODUCTS.name.toLowerCase().includes(words.toLowerCase()) ? [NEW_PRODUCTS] : [];
  return [
    ...newProducts,
    ...categoryRows.map((row) => ({
      kind: 'category' as const,
      id: row.id,
      name: row.name,
      path: path.category(row.id, row.name),
    })),
    ...collectionRows.map((row) => ({
      kind: 'collection' as const,
      id: row.id,
      name: row.name,
      path: path.collection(row.id, row.name),
    })),
    ...productRows.map((row) => ({
      kind: 'product' as const,
      id: row.id,
      name: `${row.name} · ${row.size}`,
      path: path.product(row.id),
    })),
    ...sellerRows.map((row) => ({
      kind: 'seller' as const,
      id: row.id,
      name: row.name,
      path: path.seller(row.id),
    })),
  ];
}

async function pageIsThere(db: Executor, page: ShopPageRef): Promise<boolean> {
  if (page.kind === 'new-products' || page.id === null) return true;
  const id = page.id;
  const found =
    page.kind === 'category'
      ? db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
      : page.kind === 'collection'
        ? db.select({ id: collections.id }).from(collections).where(eq(collections.id, id))
        : page.kind === 'product'
          ? db
              .select({ id: products.id })
              .from(products)
              .innerJoin(makers, eq(makers.id, products.makerId))
              .where(and(eq(products.id, id), productShown))
          : db
              .select({ id: makers.id })
              .from(makers)
              .where(and(eq(makers.id, id), sellerShown));
  return (await found.limit(1)).length > 0;
}

/**
 * Refuses a banner link to no page of the shop (400 LINK_TO_NO_PAGE): a shopper tapping the
 * banner would land on 'Page not found'. The schema has already refused a link of no known shape.
 */
export async function checkShopPageLink(db: Executor, link: string): Promise<void> {
  const page = shopPageOf(link);
  if (page && (await pageIsThere(db, page))) return;
  throw new AppError(
    'LINK_TO_NO_PAGE',
    `The banner's link ${link} leads to no page of the shop (a product or seller not on sale, or one that was removed). Pick the page from the list.`,
  );
}
