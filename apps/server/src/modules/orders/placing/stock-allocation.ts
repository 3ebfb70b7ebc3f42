import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { intArray } from '../../../db/int-array';
import type { OrderableBatch } from '../../catalog/service';

/**
 * A batch as the order path sees it under its row lock. Which batch a unit is taken from is the
 * catalogue's one rule (`batchesToTakeFrom`, catalog/batch-order.ts), which the product page reads
 * too.
 */
export type LockedBatch = OrderableBatch;

/**
 * Locks every batch of these products, in (product id, batch id) order: all order creations and
 * the hold sweeper take batch locks in this one order, so buyers queue instead of deadlocking.
 */
export async function lockBatches(
  tx: Executor,
  productIds: readonly number[],
): Promise<LockedBatch[]> {
  if (productIds.length === 0) return [];
  const ids = intArray(productIds);
  const result = await tx.execute<LockedBatch>(sql`
    SELECT id, product_id AS "productId", status, quantity_remaining AS "quantityRemaining",
      best_before::text AS "bestBefore",
      (extract(epoch FROM expected_at) * 1000)::float8 AS "expectedAtMs"
    FROM stock_batches
    WHERE product_id = ANY(${ids}::int[])
    ORDER BY product_id, id
    FOR UPDATE`);
  return result.rows;
}

/** Locks the batches an order's items were taken from, in the same order as `lockBatches`. */
export async function lockBatchesOfOrders(tx: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  const ids = intArray(orderIds);
  await tx.execute(sql`
    SELECT s.id FROM stock_batches AS s
    WHERE s.id IN (
      SELECT b.batch_id FROM order_item_batches AS b
      JOIN order_items AS i ON i.id = b.order_item_id
      WHERE i.order_id = ANY(${ids}::int[])
    )
    ORDER BY s.product_id, s.id
    FOR UPDATE OF s`);
}

/**
 * Takes `quantity` units from the batches in order, updating `remaining` (batch id -> units left)
 * as it goes, so several lines of one product share the batches. Null when there are not enough.
 */
export function takeUnits(
  ordered: readonly LockedBatch[],
  remaining: Map<number, number>,
  quantity: number,
): { batchId: number; quantity: number }[] | null {
  const taken: { batchId: number; quantity: number }[] = [];
  let left = quantity;
  for (const batch of ordered) {
    if (left === 0) break;
    const available = remaining.get(batch.id) ?? 0;
    const take = Math.min(available, left);
    if (take === 0) continue;
    taken.push({ batchId: batch.id, quantity: take });
    remaining.set(batch.id, available - take);
    left -= take;
  }
  return left === 0 ? taken : null;
}

/**
 * Writes what was taken, one statement for every batch. The guard `quantity_remaining >= taken`
 * backs up the row locks: should it ever fail, the caller rolls the whole order back.
 */
export async function decrementBatches(
  tx: Executor,
  takes: readonly { batchId: number; quantity: number }[],
): Promise<boolean> {
  const perBatch = new Map<number, number>();
  for (const take of takes)
    perBatch.set(take.batchId, (perBatch.get(take.batchId) ?? 0) + take.quantity);
  if (perBatch.size === 0) return true;
  const ids = intArray(perBatch.keys());
  const quantities = intArray(perBatch.values());
  const result = await tx.execute<{ id: number }>(sql`
    UPDATE stock_batches AS s
    SET quantity_remaining = s.quantity_remaining - t.quantity
    FROM unnest(${ids}::int[], ${quantities}::int[]) AS t(id, quantity)
    WHERE s.id = t.id AND s.quantity_remaining >= t.quantity
    RETURNING s.id`);
  return result.rows.length === perBatch.size;
}
