import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';

const distinct = (ids: readonly (number | null)[]) => [...new Set(ids.filter((id) => id !== null))];

/** The makers' store names, by maker (one statement for a page; nulls and repeats skipped). */
export async function storeNamesOf(
  db: Executor,
  makerIds: readonly (number | null)[],
): Promise<Map<number, string>> {
  const ids = distinct(makerIds);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: makers.id, storeName: makers.storeName })
    .from(makers)
    .where(inArray(makers.id, ids));
  return new Map(rows.map((row) => [row.id, row.storeName]));
}

/**
 * Whether each product is still sold, by product: the help form offers a replacement only for
 * a product that is (one statement for the list).
 */
export async function productStatesOf(
  db: Executor,
  productIds: readonly (number | null)[],
): Promise<Map<number, { isActive: boolean; status: number }>> {
  const ids = distinct(productIds);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, isActive: products.isActive, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
