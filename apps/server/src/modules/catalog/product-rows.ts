import { is, SQL, sql, type Placeholder } from 'drizzle-orm';
import type { VegIndicator } from '@makers-pantry/domain/catalog-enums';
import { isAwaitedBatch, onSale } from '../../db/catalogue-conditions';
import type { Executor } from '../../db/client';
import { intArray } from '../../db/int-array';
import {
  executePrepared,
  preparedAround,
  preparedStatement,
  type SelectWithValues,
} from '../../db/prepared';
import { makers, products, productStock, stockBatches } from '../../db/schema/catalog';

/**
 * Which products a page shows and in what order: a sub-select yielding `(id, ord)`, as SQL or with
 * placeholders and their values, or ids in order. Listings and search pass their own page query,
 * so a page of cards is one round trip however it was chosen.
 */
export type ProductSelection = SQL | SelectWithValues | { ids: readonly number[] };

/** The given ids, in the given order (search, seller pages, carts, one product). */
export const productsInOrder = (ids: readonly number[]): ProductSelection => ({ ids });

const inOrder = (ids: Placeholder) =>
  sql`SELECT t.id, t.ord FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, ord)`;

/** What a product card or cart line is made from, with batch totals already summed. */
// A type, not an interface: drizzle's execute<T> wants an indexable record.
export type ProductRow = {
  id: number;
  name: string;
  listImage: string;
  listImage2: string;
  detailImage: string;
  cartImage: string;
  packageSize: number;
  measurementUnit: string;
  pricePaise: number;
  showStock: boolean;
  rating: number;
  numReviews: number;
  specialityTag: string | null;
  vegIndicator: VegIndicator;
  testReportDocument: string | null;
  testReportImage: string | null;
  canSellBeforeStocking: boolean;
  categoryId: number;
  subcategoryId: number;
  /** Active, from an approved maker: may be shown and sold. */
  onSale: boolean;
  makerId: number;
  storeName: string;
  leadTimeHours: number;
  inHand: number;
  awaited: number;
  /** Epoch milliseconds of the earliest awaited batch that still holds stock. */
  earliestExpectedMs: number | null;
};

/**
 * One query for a whole page: the chosen products with their maker and their kept stock figure
 * (product_stock, decision 051; no row is none). Only a product with stock on its way reads its
 * batches, for the earliest one expected (stock_batches_left_idx).
 */
const productRows = (selection: SQL) => sql`
    SELECT ${products.id} AS "id", ${products.name} AS "name",
      ${products.listImage} AS "listImage", ${products.listImage2} AS "listImage2",
      ${products.detailImage} AS "detailImage", ${products.cartImage} AS "cartImage",
      ${products.packageSize}::float8 AS "packageSize", ${products.measurementUnit} AS "measurementUnit",
      ${products.pricePaise} AS "pricePaise", ${products.showStock} AS "showStock",
      ${products.rating} AS "rating", ${products.numReviews} AS "numReviews",
      ${products.specialityTag} AS "specialityTag", ${products.vegIndicator} AS "vegIndicator",
      ${products.testReportDocument} AS "testReportDocument",
      ${products.testReportImage} AS "testReportImage",
      ${products.canSellBeforeStocking} AS "canSellBeforeStocking",
      ${products.categoryId} AS "categoryId", ${products.subcategoryId} AS "subcategoryId",
      (${onSale}) AS "onSale",
      ${makers.id} AS "makerId", ${makers.storeName} AS "storeName",
      ${makers.leadTimeHours} AS "leadTimeHours",
      coalesce(${productStock.inHand}, 0) AS "inHand",
      coalesce(${productStock.awaited}, 0) AS "awaited",
      CASE WHEN ${productStock.awaited} > 0 THEN (
        SELECT (extract(epoch FROM min(${stockBatches.expectedAt})) * 1000)::float8
        FROM ${stockBatches}
        WHERE ${stockBatches.productId} = ${products.id} AND ${isAwaitedBatch}
          AND ${stockBatches.quantityRemaining} > 0
      ) END AS "earliestExpectedMs"
    FROM (${selection}) AS page
    JOIN ${products} ON ${products.id} = page.id
    JOIN ${makers} ON ${makers.id} = ${products.makerId}
    LEFT JOIN ${productStock} ON ${productStock.productId} = ${products.id}
    ORDER BY page.ord`;

/** Products by ids, the most common selection: rendered to text once. */
const productRowsByIds = preparedStatement<ProductRow>(() =>
  productRows(inOrder(sql.placeholder('ids'))),
);

/** Products a sub-select with placeholders chooses: rendered once per sub-select. */
const productRowsOf = preparedAround<ProductRow>(productRows);

export async function readProductRows(
  db: Executor,
  selection: ProductSelection,
): Promise<ProductRow[]> {
  if (is(selection, SQL))
    return (await executePrepared<ProductRow>(db, productRows(selection))).rows;
  if ('select' in selection) return (await productRowsOf(db, selection)).rows;
  return (await productRowsByIds(db, { ids: intArray(selection.ids) })).rows;
}
