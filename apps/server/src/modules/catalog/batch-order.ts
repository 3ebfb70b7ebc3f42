import { sql } from 'drizzle-orm';
import { AWAITED_BATCH_STATUSES, type BatchStatus } from '@makers-pantry/domain/catalog-enums';
import type { Executor } from '../../db/client';

/**
 * Which batch a unit is taken from, written once: the order path takes units in this order
 * (orders/placing), and the product page names the batch the next order would take from it
 * (issue 25, traceability). One rule, so the page can never promise a best-before the order does
 * not send.
 */

/** What the rule needs to know of a batch. */
export type OrderableBatch = {
  id: number;
  productId: number;
  status: BatchStatus;
  quantityRemaining: number;
  bestBefore: string | null;
  expectedAtMs: number | null;
};

/** Rejected and expired batches are never taken from, whatever they still hold. */
const isAwaited = (status: BatchStatus) =>
  (AWAITED_BATCH_STATUSES as readonly BatchStatus[]).includes(status);

const byBestBefore = (a: OrderableBatch, b: OrderableBatch) =>
  (a.bestBefore ?? '9999-12-31').localeCompare(b.bestBefore ?? '9999-12-31') || a.id - b.id;
const byExpected = (a: OrderableBatch, b: OrderableBatch) =>
  (a.expectedAtMs ?? Number.MAX_SAFE_INTEGER) - (b.expectedAtMs ?? Number.MAX_SAFE_INTEGER) ||
  byBestBefore(a, b);

/**
 * The batches a unit may come from, first to use first: stock on the shelf (approved) by earliest
 * best-before, then, for a product sold before stocking and a slot that can wait, awaited batches
 * by arrival. The same rule as the catalogue's stock (stock.ts): what it counts as sellable is
 * what may be taken here.
 */
export function batchesToTakeFrom<Batch extends OrderableBatch>(
  batches: readonly Batch[],
  productId: number,
  options: { canSellBeforeStocking: boolean; quickSlot: boolean },
): Batch[] {
  const own = batches.filter((batch) => batch.productId === productId);
  const onShelf = own.filter((batch) => batch.status === 'approved').sort(byBestBefore);
  if (!options.canSellBeforeStocking || options.quickSlot) return onShelf;
  return [...onShelf, ...own.filter((batch) => isAwaited(batch.status)).sort(byExpected)];
}

/**
 * The batch the next order's first unit would come from: the first in `batchesToTakeFrom` that
 * still holds a unit. A slot that can wait is assumed: with stock on the shelf that changes
 * nothing, and without it only such a slot can sell a preorder. Null when nothing can be taken.
 */
export function nextBatchOf<Batch extends OrderableBatch>(
  batches: readonly Batch[],
  productId: number,
  canSellBeforeStocking: boolean,
): Batch | null {
  const ordered = batchesToTakeFrom(batches, productId, {
    canSellBeforeStocking,
    quickSlot: false,
  });
  return ordered.find((batch) => batch.quantityRemaining > 0) ?? null;
}

/** A product's batches that still hold units and may sell, as the rule above reads them. */
export async function sellableBatchesOf(db: Executor, productId: number) {
  const result = await db.execute<OrderableBatch & { packedOn: string | null }>(sql`
    SELECT id, product_id AS "productId", status, quantity_remaining AS "quantityRemaining",
      best_before::text AS "bestBefore", packed_on::text AS "packedOn",
      (extract(epoch FROM expected_at) * 1000)::float8 AS "expectedAtMs"
    FROM stock_batches
    WHERE product_id = ${productId} AND quantity_remaining > 0
      AND status IN ('approved', 'planned', 'inwarded')`);
  return result.rows;
}
