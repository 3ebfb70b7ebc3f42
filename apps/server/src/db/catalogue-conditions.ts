import { sql } from 'drizzle-orm';
import { makers, products, productStock, stockBatches } from './schema/catalog';

/**
 * What "on sale" and "can be bought" mean in SQL, written once for the catalogue's listings, its
 * collections, search and the search index (stock rules are written once, here).
 */

/** Products with their maker, for `onSale`. */
export const withMaker = sql`${products} JOIN ${makers} ON ${makers.id} = ${products.makerId}`;

/** A product may be shown and sold: active, and its maker approved. Needs `withMaker`. */
export const onSale = sql`${products.isActive} AND ${makers.isApproved}`;

/**
 * The ids of the products not on sale (`onSale`'s negation), found from small indexes: those
 * withdrawn (products_off_sale_idx) and those of makers not approved (products_maker_idx). A
 * count over every product on sale subtracts these few instead of reading every product.
 */
export const offSaleProductIds = sql`
  SELECT ${products.id} FROM ${products} WHERE NOT ${products.isActive}
  UNION ALL
  SELECT ${products.id} FROM ${products} WHERE ${products.makerId} IN (
    SELECT ${makers.id} FROM ${makers} WHERE NOT ${makers.isApproved})`;

/** Batches on their way (planned or inwarded): preorders may sell from them. */
export const isAwaitedBatch = sql`${stockBatches.status} IN ('planned', 'inwarded')`;

/**
 * A product a customer can buy now: visible stock, on the shelf or, for preorders, on its way.
 * Read from the kept stock figure (decision 051: one row per product, where rejected and expired
 * batches never count), not by summing batches.
 */
export const canBeBought = sql`(${products.showStock} AND EXISTS (
  SELECT 1 FROM ${productStock}
  WHERE ${productStock.productId} = ${products.id}
    AND (${productStock.inHand} > 0
      OR (${products.canSellBeforeStocking} AND ${productStock.awaited} > 0))))`;
