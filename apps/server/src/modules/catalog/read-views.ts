import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { canBeBought, onSale } from '../../db/catalogue-conditions';
import { makers, products, stockBatches } from '../../db/schema/catalog';

/**
 * Read views (decision 070): the catalogue's rows as other modules' one-statement reads join them
 * (docs/architecture.md, 'Who owns which table'). Each is a plain sub-select, without aggregates,
 * DISTINCT or LIMIT, so PostgreSQL flattens it into the reader's statement and plans it as the
 * join of the tables it replaces; each shows only the columns its readers need. Reads only: a
 * write, or a row lock, asks catalog's service.
 */
const view = new QueryBuilder();

/**
 * Every product's words as search's GIN indexes find them (search/page.ts, while its index of
 * words is stale) and the highest product id (search/catalogue-index.ts): products alone, so those
 * reads stay on products' own indexes. Whether it is on sale is `productsOnSale`'s.
 */
export const productWords = view
  .select({
    id: products.id,
    name: products.name,
    isActive: products.isActive,
    searchVector: products.searchVector,
  })
  .from(products)
  .as('product_words');

/**
 * The products on sale (db/catalogue-conditions.ts `onSale`: active, from an approved maker) as
 * search checks and ranks them and reads their words: the search vector, the review count, and
 * whether a customer can buy it now (`buyable`, the catalogue's `canBeBought`), so search never
 * writes the catalogue's rules again.
 */
export const productsOnSale = view
  .select({
    id: products.id,
    searchVector: products.searchVector,
    reviews: products.numReviews,
    buyable: sql<boolean>`${canBeBought}`.as('buyable'),
  })
  .from(products)
  .innerJoin(makers, eq(makers.id, products.makerId))
  .where(onSale)
  .as('products_on_sale');

/**
 * A maker's store name by its id (join on `orders.maker_id`): what the hub's board, lists and a
 * slot's pick list and slips call the maker an order is from.
 */
export const makerNames = view
  .select({ id: makers.id, storeName: makers.storeName })
  .from(makers)
  .as('maker_names');

/**
 * A stock batch's dates and state by its id (join on `order_item_batches.batch_id`): the
 * best-before and packing day an order's units were sent with (the customer's order detail, the
 * hub's order page) and the batch's state on a slot's pick list.
 */
export const batchDates = view
  .select({
    id: stockBatches.id,
    bestBefore: stockBatches.bestBefore,
    packedOn: stockBatches.packedOn,
    status: stockBatches.status,
  })
  .from(stockBatches)
  .as('batch_dates');
