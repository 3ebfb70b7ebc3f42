import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { LOW_STOCK_LISTED, LOW_STOCK_UNITS } from '@makers-pantry/domain/hub-dashboard';
import { offSaleProductIds, onSale } from '../../db/catalogue-conditions';
import type { Db } from '../../db/client';
import { lowStockCount, makers, products, productStock } from '../../db/schema/catalog';

const lowOnShelf = and(gt(productStock.inHand, 0), lt(productStock.inHand, LOW_STOCK_UNITS))!;

/**
 * Products on sale with a few units left on the shelf, fewer than LOW_STOCK_UNITS (decision 039),
 * the most at risk first: the fewest in hand, then those with the least on its way, then the
 * longest in the shop. Read from the kept stock figure (decision 051) in its own index's order, so
 * the list reads a handful of rows however many products run low; one with none left is sold out,
 * not running low, and is not listed. The count is of every low product on sale: the kept count
 * of low figures (low_stock_count, kept with the figures) less those of the few products off sale.
 */
export async function lowStock(db: Db) {
  // Each product off sale is looked up by its key: as a join, the planner may instead walk every
  // low figure (27,000 on the bench's catalogue) to meet a handful of ids.
  const lowOffSale = db
    .select({ n: count() })
    .from(productStock)
    .where(and(lowOnShelf, sql`${productStock.productId} = ANY(ARRAY(${offSaleProductIds}))`));
  const [products_, [counted]] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        storeName: makers.storeName,
        inHand: productStock.inHand,
        awaited: productStock.awaited,
      })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .innerJoin(makers, eq(makers.id, products.makerId))
      .where(and(lowOnShelf, onSale))
      .orderBy(asc(productStock.inHand), asc(productStock.awaited), asc(productStock.productId))
      .limit(LOW_STOCK_LISTED),
    db
      .select({
        n: sql<number>`(coalesce(sum(${lowStockCount.products}), 0) - (${lowOffSale}))::int`,
      })
      .from(lowStockCount),
  ]);
  return { count: counted?.n ?? 0, products: products_ };
}
