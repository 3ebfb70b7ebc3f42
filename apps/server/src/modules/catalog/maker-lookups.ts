import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banners, collections, makers, products, stockBatches } from '../../db/schema/catalog';

/**
 * Which maker a catalogue object belongs to, for the hub's checks of who may see it: a seller
 * sees only its own maker's makers, products and batches; banners and collections are the whole
 * shop's (null). Undefined when there is no such object.
 */

/** The maker a seller login runs, if ops have linked one (read on every request of a seller). */
export async function makerIdRunBy(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: makers.id }).from(makers).where(eq(makers.userId, userId));
  return row?.id;
}

/** Approved makers by store name; only the one asked for when `makerId` is set (a seller's). */
export function approvedMakers(db: Executor, makerId: number | null) {
  return db
    .select({ id: makers.id, storeName: makers.storeName })
    .from(makers)
    .where(and(eq(makers.isApproved, true), makerId === null ? undefined : eq(makers.id, makerId)))
    .orderBy(makers.storeName, makers.id);
}

/** A maker's id and store name, or undefined. */
export async function makerName(db: Executor, id: number) {
  const [row] = await db
    .select({ id: makers.id, storeName: makers.storeName })
    .from(makers)
    .where(eq(makers.id, id));
  return row;
}

export type CatalogObject = 'maker' | 'product' | 'batch' | 'banner' | 'collection';

export async function makerOfCatalogObject(
  db: Executor,
  type: CatalogObject,
  id: number,
): Promise<number | null | undefined> {
  if (type === 'maker') return (await makerName(db, id))?.id;
  if (type === 'product') {
    const [row] = await db
      .select({ makerId: products.makerId })
      .from(products)
      .where(eq(products.id, id));
    return row?.makerId;
  }
  if (type === 'batch') {
    const [row] = await db
      .select({ makerId: products.makerId })
      .from(stockBatches)
      .innerJoin(products, eq(products.id, stockBatches.productId))
      .where(eq(stockBatches.id, id));
    return row?.makerId;
  }
  const table = type === 'banner' ? banners : collections;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row ? null : undefined;
}
