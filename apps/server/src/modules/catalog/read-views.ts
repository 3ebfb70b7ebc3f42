import { QueryBuilder } from 'drizzle-orm/pg-core';
import { makers, stockBatches } from '../../db/schema/catalog';

/**
 * Catalog's rows as other modules may read them inside their own statements (decision 070): each
 * view is a plain subquery of one table, which PostgreSQL folds into the statement that joins it,
 * so a read model keeps its one statement and its plan while only catalog imports its schema.
 * Reads only: a write, or a row lock, asks catalog's service.
 */
const view = new QueryBuilder();

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
