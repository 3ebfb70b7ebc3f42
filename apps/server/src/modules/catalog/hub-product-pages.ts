import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import { HUB_PRODUCT_PAGE_SIZE, type HubProductSort } from '@makers-pantry/domain/hub-products';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';

/**
 * Which products are on a page of the hub's list, and how many there are in all, read the cheapest
 * way on a catalogue of 100,000 (EXPLAIN ANALYZE on the bench catalogue, decision 028): the page
 * is chosen from `products` alone, by the index of its filter or sort (a deep page is an index
 * walk, not 50,000 joined rows), and only its 50 rows are read whole afterwards.
 *
 * Words in the name are the exception: the planner cannot tell how rare a word is, and walked the
 * whole id index for a word 333 products hold (about 50 ms) where the name's trigram index finds
 * them in 2. So for words, the matches are found once through that index, and both the page and
 * the count are taken from them, in one statement.
 */
export interface ProductIdPage {
  ids: number[];
  total: number;
}

/**
 * 'Newest first' is the Created date the list shows, the id breaking ties: ids follow the order
 * rows were written, not when a product was created (an import or the demo catalogue writes older
 * products later), so sorting by id disagreed with the column (products_created_idx).
 */
const SORTED_BY = { createdAt: 'created_at', name: 'name', price: 'price_paise' } as const;

function sortOf(sort: HubProductSort | undefined) {
  const key = (sort ?? '-createdAt').replace(/^-/, '') as keyof typeof SORTED_BY;
  return { column: SORTED_BY[key], descending: (sort ?? '-createdAt').startsWith('-') };
}

/** The sort as products' columns, the id breaking ties (_created_idx, _name_idx, _price_idx). */
function orderOf(sort: HubProductSort | undefined): SQL[] {
  const { column, descending } = sortOf(sort);
  const way = descending ? desc : asc;
  const columns = {
    created_at: products.createdAt,
    name: products.name,
    price_paise: products.pricePaise,
  };
  return [way(columns[column]), way(products.id)];
}

/**
 * `where` must read `products` alone (a maker's condition as a sub-select on makers). The batch
 * page's creatable products are paged here too, by name, with their own page size.
 */
export async function productIdPage(
  db: Db,
  where: SQL | undefined,
  sort: HubProductSort | undefined,
  page: number,
  byWords: boolean,
  pageSize = HUB_PRODUCT_PAGE_SIZE,
): Promise<ProductIdPage> {
  const offset = (page - 1) * pageSize;
  if (byWords) return matchedIdPage(db, where, sort, { limit: pageSize, offset });
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}

async function matchedIdPage(
  db: Db,
  where: SQL | undefined,
  sort: HubProductSort | undefined,
  slice: { limit: number; offset: number },
): Promise<ProductIdPage> {
  const { column, descending } = sortOf(sort);
  // Both names come from SORTED_BY, never from the request.
  const way = descending ? 'DESC' : 'ASC';
  const order = sql.raw(`${column} ${way}, id ${way}`);
  const { rows } = await db.execute<{ total: number; ids: number[] }>(sql`
    WITH found AS MATERIALIZED (
      SELECT ${products.id} AS id, ${products.name} AS name, ${products.pricePaise} AS price_paise,
        ${products.createdAt} AS created_at
      FROM ${products} WHERE ${where ?? sql`true`}
    ),
    page AS (
      SELECT id, row_number() OVER (ORDER BY ${order}) AS place FROM found
      ORDER BY ${order} LIMIT ${slice.limit} OFFSET ${slice.offset}
    )
    SELECT (SELECT count(*)::int FROM found) AS total,
      coalesce((SELECT array_agg(id ORDER BY place) FROM page), '{}') AS ids`);
  const row = rows[0];
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}
