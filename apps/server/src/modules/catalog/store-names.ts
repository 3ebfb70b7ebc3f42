import { and, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { makers } from '../../db/schema/catalog';
import { sqlStateOf } from '../../db/sql-state';
import { AppError } from '../../http/errors';

/**
 * A store name as the shop tells stores apart: without case, spaces and punctuation, so 'Amma's
 * Kitchen' and 'ammas kitchen' are one store (issue 36 item 7; a packing slip says whose order it
 * is by this name). The unique index `makers_store_name_key_idx` holds the same expression.
 */
export const storeNameKey = (name: SQLWrapper | string) =>
  sql`lower(regexp_replace(${name}, '[[:space:][:punct:]]+', '', 'g'))`;

const taken = (name: string) =>
  new AppError(
    'STORE_NAME_TAKEN',
    `Another maker's store is called “${name}”. Please choose another store name.`,
  );

/** Refuses (409) a store name another maker (not `makerId`) already has in that sense. */
export async function refuseTakenStoreName(tx: Executor, name: string, makerId?: number) {
  const [other] = await tx
    .select({ storeName: makers.storeName })
    .from(makers)
    .where(
      and(
        sql`${storeNameKey(makers.storeName)} = ${storeNameKey(name)}`,
        makerId === undefined ? undefined : ne(makers.id, makerId),
      ),
    )
    .limit(1);
  if (other) throw taken(other.storeName);
}

/**
 * Runs a write that sets a store name; when another writer took the name between the check and
 * the write, the unique index refuses it, and that answers the same 409.
 */
export async function withStoreName<T>(name: string | undefined, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && sqlStateOf(error) === '23505' && String(error).includes('store_name'))
      throw taken(name);
    throw error;
  }
}
