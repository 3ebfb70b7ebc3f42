import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CollectionType } from '@makers-pantry/domain/catalog-enums';
import type { Db, Executor } from '../../db/client';
import { banners, collectionProducts, collections, products } from '../../db/schema/catalog';
import { AppError } from '../../http/errors';
import { checkVersion, nextVersion } from '../../http/versions';

/**
 * Banners and collections as the hub writes them (decision 038). The shop shows a row that is on,
 * has its pictures and is inside its window (`showingNow`); the hub sees every row.
 */

type Scheduled = typeof banners | typeof collections;

/** On and inside its window at `now`; a row without pictures is never turned on. */
export function showingNow(table: Scheduled, now: Date): SQL {
  const at = now.toISOString();
  return and(
    eq(table.isActive, true),
    or(isNull(table.activeFrom), lte(table.activeFrom, sql`${at}::timestamptz`)),
    or(isNull(table.activeTo), gt(table.activeTo, sql`${at}::timestamptz`)),
  )!;
}

export type BannerRow = typeof banners.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type BannerFields = Partial<Omit<typeof banners.$inferInsert, 'id' | 'version'>>;
export type CollectionFields = Partial<Omit<typeof collections.$inferInsert, 'id' | 'version'>>;

export const bannerHasPictures = (row: BannerRow) =>
  row.largeImage !== '' && row.mediumImage !== '' && row.smallImage !== '';
export const collectionHasPictures = (row: CollectionRow) => row.tileImage !== '';

const NEEDS_PICTURES = (what: string) =>
  new AppError('MERCH_NEEDS_PICTURES', `Please add the ${what} before turning it on.`);

/**
 * A banner's or collection's change, written on `version` (409 STALE_VERSION on another) and
 * never leaving it on without its pictures; undefined when there is no such row.
 */
async function changedOnVersion<Row extends { version: number; isActive: boolean }>(
  before: Row | undefined,
  version: number,
  write: () => Promise<Row[]>,
  pictures: { has: (row: Row) => boolean; named: string },
): Promise<{ before: Row; after: Row } | undefined> {
  if (!before) return undefined;
  checkVersion(before, version);
  const [after] = await write();
  if (after!.isActive && !pictures.has(after!)) throw NEEDS_PICTURES(pictures.named);
  return { before, after: after! };
}

export const allBanners = (db: Db) =>
  db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));

export async function lockBanner(tx: Executor, id: number) {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

export async function insertBanner(
  tx: Executor,
  fields: BannerFields & { name: string; redirectUrl: string },
) {
  const [row] = await tx
    .insert(banners)
    .values({ largeImage: '', mediumImage: '', smallImage: '', isActive: false, ...fields })
    .returning();
  return row!;
}

export async function updateBanner(
  tx: Executor,
  id: number,
  version: number,
  fields: BannerFields,
) {
  return changedOnVersion(
    await lockBanner(tx, id),
    version,
    () =>
      tx
        .update(banners)
        .set({ ...fields, version: nextVersion(banners.version) })
        .where(eq(banners.id, id))
        .returning(),
    { has: bannerHasPictures, named: 'three banner pictures' },
  );
}

export const allCollections = (db: Db, type: CollectionType | undefined) =>
  db
    .select()
    .from(collections)
    .where(type ? eq(collections.type, type) : undefined)
    .orderBy(asc(collections.type), asc(collections.sortOrder), asc(collections.id));

/** Each collection's products in the curator's order. */
export async function productIdsOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({
      collectionId: collectionProducts.collectionId,
      productId: collectionProducts.productId,
    })
    .from(collectionProducts)
    .where(inArray(collectionProducts.collectionId, ids))
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
  const byCollection = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const row of rows) byCollection.get(row.collectionId)?.push(row.productId);
  return byCollection;
}

/** Refuses ids of products that do not exist, naming the first. */
async function productsExist(tx: Executor, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined)
    throw new AppError('VALIDATION_FAILED', `Product ${missing} was not found.`);
}

/** The collection's products, replaced by `ids` in that order. */
export async function setCollectionProducts(tx: Executor, collectionId: number, ids: number[]) {
  await productsExist(tx, ids);
  await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
  if (ids.length > 0)
    await tx
      .insert(collectionProducts)
      .values(ids.map((productId, position) => ({ collectionId, productId, position })));
}

export async function insertCollection(
  tx: Executor,
  fields: CollectionFields & { name: string; type: CollectionType },
) {
  const [row] = await tx
    .insert(collections)
    .values({ tileImage: '', isActive: false, ...fields })
    .returning();
  return row!;
}

export async function lockCollection(tx: Executor, id: number) {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
  return row;
}

export async function updateCollection(
  tx: Executor,
  id: number,
  version: number,
  fields: CollectionFields,
) {
  return changedOnVersion(
    await lockCollection(tx, id),
    version,
    () =>
      tx
        .update(collections)
        .set({ ...fields, version: nextVersion(collections.version) })
        .where(eq(collections.id, id))
        .returning(),
    { has: collectionHasPictures, named: 'tile picture' },
  );
}
