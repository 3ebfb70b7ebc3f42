import { sql } from 'drizzle-orm';
import { makers, products, stockBatches } from './schema/catalog';

/**
 * What "on sale" and "can be bought" mean in SQL, written once for the catalogue's listings, its
 * collections, search and the search index (DESIGN.md 4.8: stock rules live once).
 */

/** Products with their maker, for `onSale`. */
export const withMaker = sql`${products} JOIN ${makers} ON ${makers.id} = ${products.makerId}`;

/** A product may be shown and sold: active, and its maker approved. Needs `withMaker`. */
export const onSale = sql`${products.isActive} AND ${makers.isApproved}`;

/** Batches on their way (planned or inwarded): preorders may sell from them. */
export const isAwaitedBatch = sql`${stockBatches.status} IN ('planned', 'inwarded')`;

/**
 * A product a customer can buy now: visible stock, on the shelf or, for preorders, on its way.
 * Rejected and expired batches never count.
 */
export const canBeBought = sql`(${products.showStock} AND EXISTS (
  SELECT 1 FROM ${stockBatches}
  WHERE ${stockBatches.productId} = ${products.id} AND ${stockBatches.quantityRemaining} > 0
    AND (${stockBatches.status} = 'approved'
      OR (${products.canSellBeforeStocking} AND ${isAwaitedBatch}))))`;
