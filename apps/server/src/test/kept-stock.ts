import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { LOW_STOCK_UNITS } from '@makers-pantry/domain/hub-dashboard';
import type { Executor } from '../db/client';

// A type, not an interface: drizzle's execute<T> wants an indexable record.
export type StockFigure = {
  productId: number;
  inHand: number;
  awaited: number;
};

/**
 * Every product's stock two ways (and the batches' count by status, and the products running low): as kept (product_stock, decision 051) and as derived from its
 * batches the way the catalogue counts them (approved in hand; planned and inwarded awaited;
 * rejected and expired nothing). Products with neither are left out; a kept row of zeros is none.
 */
export async function stockTwoWays(db: Executor) {
  const kept = await db.execute<StockFigure>(sql`
    SELECT product_id AS "productId", in_hand AS "inHand", awaited
    FROM product_stock WHERE in_hand <> 0 OR awaited <> 0 ORDER BY product_id`);
  const derived = await db.execute<StockFigure>(sql`
    SELECT product_id AS "productId",
      coalesce(sum(quantity_remaining) FILTER (WHERE status = 'approved'), 0)::int AS "inHand",
      coalesce(sum(quantity_remaining) FILTER (WHERE status IN ('planned', 'inwarded')), 0)::int
        AS awaited
    FROM stock_batches GROUP BY product_id
    HAVING coalesce(sum(quantity_remaining) FILTER (
      WHERE status IN ('approved', 'planned', 'inwarded')), 0) > 0
    ORDER BY product_id`);
  const keptCounts = await db.execute<{ status: string; batches: number }>(sql`
    SELECT status, batches FROM batch_counts WHERE batches <> 0 ORDER BY status`);
  const derivedCounts = await db.execute<{ status: string; batches: number }>(sql`
    SELECT status, count(*)::int AS batches FROM stock_batches GROUP BY status ORDER BY status`);
  // Products running low (more than none and fewer than LOW_STOCK_UNITS in hand): as kept
  // (low_stock_count) and as counted from the batches' sums.
  const keptLow = await db.execute<{ products: number }>(sql`
    SELECT coalesce(sum(products), 0)::int AS products FROM low_stock_count`);
  const derivedLow = derived.rows.filter(
    (figure) => figure.inHand > 0 && figure.inHand < LOW_STOCK_UNITS,
  ).length;
  return {
    kept: kept.rows,
    keptLow: keptLow.rows[0]?.products,
    derivedLow,
    derived: derived.rows,
    keptCounts: keptCounts.rows,
    derivedCounts: derivedCounts.rows,
  };
}

/**
 * The kept stock figure equals the figure derived from the batches, product by product, and the
 * kept count of batches by status equals their count, and the kept count of products running low
 * equals the products the batches leave running low.
 */
export async function expectKeptStockTrue(db: Executor) {
  const { kept, derived, keptCounts, derivedCounts, keptLow, derivedLow } = await stockTwoWays(db);
  expect(derived.length).toBeGreaterThan(0);
  expect(kept).toEqual(derived);
  expect(keptCounts).toEqual(derivedCounts);
  expect(keptLow).toBe(derivedLow);
}
