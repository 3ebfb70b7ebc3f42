import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/addresses';

/**
 * The service-area size each saved address needs a slot to reach (0 for an address we do not
 * serve), by address; an address since deleted is missing. Moving orders to another slot checks
 * it against the slot's reach.
 */
export async function deliveryReachOf(
  db: Executor,
  addressIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(addressIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: addresses.id,
      polygonSize: addresses.polygonSize,
      isServiceable: addresses.isServiceable,
    })
    .from(addresses)
    .where(inArray(addresses.id, ids));
  return new Map(rows.map((row) => [row.id, row.isServiceable ? row.polygonSize : 0]));
}
