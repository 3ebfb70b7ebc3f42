import { sql } from 'drizzle-orm';
import {
  LOW_STOCK_LISTED,
  LOW_STOCK_UNITS,
  type LowStockProduct,
} from '@makers-pantry/domain/hub-dashboard';
import { offSaleProductIds, onSale } from '../../db/catalogue-conditions';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { lowStockCount, makers, products, productStock } from '../../db/schema/catalog';

// Written as numbers, not parameters: a prepared statement's one plan may then use
// product_stock_low_idx (in_hand > 0), which a parameter could not prove it covers.
const lowOnShelf = sql`${productStock.inHand} > 0
  AND ${productStock.inHand} < ${sql.raw(String(Math.trunc(LOW_STOCK_UNITS)))}`;

/** The products running low and how many there are, as `lowStockFigure` holds them. */
export interface LowStockFigure {
  count: number;
  products: LowStockProduct[];
}

/**
 * Products on sale with a few units left on the shelf, fewer than LOW_STOCK_UNITS (decision 039),
 * the most at risk first: the fewest in hand, then those with the least on its way, then the
 * longest in the shop. Read from the kept stock figure (decision 051) in its own index's order, so
 * the list reads a handful of rows however many products run low; one with none left is sold out,
 * not running low, and is not listed. The count is of every low product on sale: the kept count
 * of low figures (low_stock_count, kept with the figures) less those of the few products off sale.
 *
 * One JSON value (`LowStockFigure`), for Today's one statement (decision 080). Each product off
 * sale is looked up by its key: as a join, the planner may instead walk every low figure (27,000 on
 * the bench's catalogue) to meet a handful of ids.
 */
export const lowStockFigure = sql<LowStockFigure>`json_build_object(
  'count', (SELECT (coalesce(sum(${lowStockCount.products}), 0) - (
      SELECT count(*) FROM ${productStock}
      WHERE ${lowOnShelf} AND ${productStock.productId} = ANY(ARRAY(${offSaleProductIds}))
    ))::int FROM ${lowStockCount}),
  'products', coalesce((
    SELECT json_agg(low ORDER BY low."inHand", low."awaited", low."productId") FROM (
      SELECT ${products.id} AS "productId", ${products.name} AS "name",
        ${makers.storeName} AS "storeName", ${productStock.inHand} AS "inHand",
        ${productStock.awaited} AS "awaited"
      FROM ${productStock}
      JOIN ${products} ON ${products.id} = ${productStock.productId}
      JOIN ${makers} ON ${makers.id} = ${products.makerId}
      WHERE ${lowOnShelf} AND ${onSale}
      ORDER BY ${productStock.inHand}, ${productStock.awaited}, ${productStock.productId}
      LIMIT ${sql.raw(String(Math.trunc(LOW_STOCK_LISTED)))}) AS low), '[]'::json))`;

const lowStockStatement = preparedStatement<{ figure: LowStockFigure }>(
  () => sql`SELECT ${lowStockFigure} AS "figure"`,
);

/** The figure alone, as Today reads it. */
export async function lowStock(db: Db): Promise<LowStockFigure> {
  const { rows } = await lowStockStatement(db, {});
  return rows[0]!.figure;
}
