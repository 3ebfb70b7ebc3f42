import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { istDate } from '@makers-pantry/domain/delivery-time';
import {
  BATCH_PAGE_SIZE,
  CREATABLE_PAGE_SIZE,
  EXPIRING_SOON_DAYS,
  type CreatableQuery,
  type BatchListQuery,
  type BatchSort,
  type CreatableProduct,
  type HubBatch,
} from '@makers-pantry/domain/hub-batches';
import { receiptPhotoUrl } from '@makers-pantry/domain/hub-uploads';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { executeNamed, preparedStatement } from '../../db/prepared';
import { batchCounts, makers, products, stockBatches } from '../../db/schema/catalog';
import { loginNameOf, personOf } from '../accounts/service';
import { orderedFrom, productCanTakeBatch, type BatchRow } from './batches';
import { escapeLike } from './hub-product-list';
import { productIdPage } from './hub-product-pages';

/** Which makers' batches a list shows: the scope's (a seller's own) within those chosen. */
export interface MakerChoice {
  /** The actor's own maker, or null for ops and admins. */
  makerId: number | null;
  /** The seller picker: 'ALL', or these makers. */
  chosen: 'ALL' | readonly number[];
}

/** The chosen makers go as one array, so the list's text is the same however many are chosen. */
function makerCondition(choice: MakerChoice): SQL | undefined {
  return and(
    choice.makerId === null ? undefined : eq(products.makerId, choice.makerId),
    choice.chosen === 'ALL'
      ? undefined
      : sql`${products.makerId} = ANY(${intArray(choice.chosen)}::int[])`,
  );
}

const DAY_MS = 86_400_000;

/**
 * Best-before within the next few days (Bangalore's days), still selling, with units left: a batch
 * orders have emptied has nothing left to spoil. The states and the units are written as they are,
 * not as parameters, so a prepared statement's one plan (Today's, decision 080) may use
 * stock_batches_expiring_idx, whose condition they are.
 */
function expiringBetween(today: SQL | string, soon: SQL | string): SQL {
  return sql`(${stockBatches.status} IN ('planned', 'inwarded', 'approved')
    AND ${stockBatches.quantityRemaining} > 0
    AND ${stockBatches.bestBefore} >= ${today} AND ${stockBatches.bestBefore} <= ${soon})`;
}

/** The first day past the few (Bangalore's) a batch is expiring within. */
const lastExpiringDay = (now: Date) =>
  istDate(new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS));

const expiringSoon = (now: Date): SQL => expiringBetween(istDate(now), lastExpiringDay(now));

/** A batch near its best-before as Today names it (`expiringBatchesFigure`). */
export interface ExpiringBatchJson {
  id: number;
  productName: string;
  storeName: string;
  bestBefore: string;
  quantityRemaining: number;
}

/** The batches expiring soon, how many and the first few, as `expiringBatchesFigure` holds them. */
export interface ExpiringBatchesFigure {
  count: number;
  batches: ExpiringBatchJson[];
}

/**
 * The batches list's expiring filter, sorted by best-before, as one JSON value for Today's one
 * statement (decision 080): how many (the list's count) and the first `rows` of its first page.
 * `today` and `last` are Bangalore's day and `expiringDays(now)`'s last, as placeholders.
 */
export function expiringBatchesFigure(
  today: SQL,
  last: SQL,
  rows: number,
): SQL<ExpiringBatchesFigure> {
  const expiring = expiringBetween(today, last);
  return sql<ExpiringBatchesFigure>`json_build_object(
    'count', (SELECT count(*)::int FROM ${stockBatches} WHERE ${expiring}),
    'batches', coalesce((
      SELECT json_agg(soon ORDER BY soon."bestBefore", soon."id") FROM (
        SELECT ${stockBatches.id} AS "id", ${products.name} AS "productName",
          ${makers.storeName} AS "storeName", ${stockBatches.bestBefore} AS "bestBefore",
          ${stockBatches.quantityRemaining} AS "quantityRemaining"
        FROM ${stockBatches}
        JOIN ${products} ON ${products.id} = ${stockBatches.productId}
        JOIN ${makers} ON ${makers.id} = ${products.makerId}
        WHERE ${expiring}
        ORDER BY ${stockBatches.bestBefore}, ${stockBatches.id}
        LIMIT ${sql.raw(String(Math.trunc(rows)))}) AS soon), '[]'::json))`;
}

/** The days `expiringBatchesFigure` takes for `now`: Bangalore's today and the last expiring day. */
export const expiringDays = (now: Date) => ({ today: istDate(now), last: lastExpiringDay(now) });

const SORT_COLUMNS = {
  expectedAt: stockBatches.expectedAt,
  bestBefore: stockBatches.bestBefore,
  createdAt: stockBatches.createdAt,
  product: products.name,
  status: stockBatches.status,
} as const;

function orderOf(sort: BatchSort | undefined): SQL[] {
  if (!sort) return [desc(stockBatches.id)];
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return [
    descending ? desc(column) : asc(column),
    descending ? desc(stockBatches.id) : asc(stockBatches.id),
  ];
}

const everyBatchCount = preparedStatement<{ n: number }>(
  () => sql`SELECT coalesce(sum(${batchCounts.batches}), 0)::int AS "n" FROM ${batchCounts}`,
);
const batchesOfStatusCount = preparedStatement<{ n: number }>(
  () => sql`SELECT coalesce(sum(${batchCounts.batches}), 0)::int AS "n" FROM ${batchCounts}
    WHERE ${batchCounts.status} = ${sql.placeholder('status')}`,
);

/** Every batch, or every batch of a status, as batch_counts keeps them (decision 051). */
const keptCount = async (db: Db, status: BatchListQuery['status']) =>
  (status === undefined
    ? await everyBatchCount(db, {})
    : await batchesOfStatusCount(db, { status })
  ).rows;

/**
 * A page of batches, newest first unless sorted, with the count the pager shows. `onlyId` narrows
 * it to one batch; `rows` shortens the page for a reader that shows only its first few (Today).
 */
export async function batchList(
  db: Db,
  choice: MakerChoice,
  query: BatchListQuery,
  now: Date,
  { onlyId, rows: pageRows = BATCH_PAGE_SIZE }: { onlyId?: number; rows?: number } = {},
): Promise<{ batches: HubBatch[]; batchesCount: number }> {
  const chosenMakers = makerCondition(choice);
  const where = and(
    chosenMakers,
    onlyId === undefined ? undefined : eq(stockBatches.id, onlyId),
    query.status === undefined ? undefined : eq(stockBatches.status, query.status),
    query.product === undefined ? undefined : eq(stockBatches.productId, query.product),
    query.expiring ? expiringSoon(now) : undefined,
  );
  const page = query.page ?? 1;
  const order = orderOf(query.sort);
  // The page's batches are chosen first, from the batches alone unless a maker or the product's
  // name decides, and only they are joined to their products: joined before the page was cut, a
  // deep page looked up the product of every batch it skipped (page 200: 10,000 lookups).
  let chosen = db.select({ id: stockBatches.id }).from(stockBatches).$dynamic();
  if (chosenMakers !== undefined || query.sort?.replace(/^-/, '') === 'product')
    chosen = chosen.innerJoin(products, eq(products.id, stockBatches.productId));
  // The page's size is written as a number: the first page's statement then has no parameter
  // at all, and PostgreSQL plans it once per connection (a parameter there left it planning the
  // page on every request, 0.6 ms). A deeper page's offset stays a parameter.
  const skipped = (page - 1) * pageRows;
  const pageIds = sql`(${chosen
    .where(where)
    .orderBy(...order)
    .getSQL()} LIMIT ${sql.raw(String(Math.trunc(pageRows)))}${
    skipped > 0 ? sql` OFFSET ${skipped}` : sql``
  })`;
  const [rows, [total]] = await Promise.all([
    executeNamed(
      db
        .select({
          batch: stockBatches,
          productName: products.name,
          packageSize: products.packageSize,
          measurementUnit: products.measurementUnit,
          makerId: makers.id,
          storeName: makers.storeName,
          // Who received and checked each batch, read in the page's statement (accounts' view).
          receivedBy: loginNameOf(stockBatches.receivedByUserId),
          checkedBy: loginNameOf(stockBatches.checkedByUserId),
        })
        .from(stockBatches)
        .innerJoin(products, eq(products.id, stockBatches.productId))
        .innerJoin(makers, eq(makers.id, products.makerId))
        .where(inArray(stockBatches.id, pageIds))
        .orderBy(...order),
    ),
    // Every batch of a status, or every batch, is counted already (batch_counts, decision 051).
    // Every batch has its product: the count needs the products only to choose makers.
    chosenMakers === undefined && onlyId === undefined && !query.product && !query.expiring
      ? keptCount(db, query.status)
      : chosenMakers === undefined
        ? executeNamed(db.select({ n: count() }).from(stockBatches).where(where))
        : executeNamed(
            db
              .select({ n: count() })
              .from(stockBatches)
              .innerJoin(products, eq(products.id, stockBatches.productId))
              .where(where),
          ),
  ]);
  const today = istDate(now);
  const soon = lastExpiringDay(now);
  return {
    batches: rows.map((row) =>
      hubBatch(row.batch, {
        product: {
          id: row.batch.productId,
          name: row.productName,
          packageSize: row.packageSize,
          measurementUnit: row.measurementUnit,
        },
        seller: { id: row.makerId, storeName: row.storeName },
        receivedBy: personOf(row.batch.receivedByUserId, row.receivedBy),
        checkedBy: personOf(row.batch.checkedByUserId, row.checkedBy),
        expiresSoon:
          ['planned', 'inwarded', 'approved'].includes(row.batch.status) &&
          row.batch.quantityRemaining > 0 &&
          row.batch.bestBefore !== null &&
          row.batch.bestBefore >= today &&
          row.batch.bestBefore <= soon,
      }),
    ),
    batchesCount: total?.n ?? 0,
  };
}

function hubBatch(
  row: BatchRow,
  joined: Pick<HubBatch, 'product' | 'seller' | 'receivedBy' | 'checkedBy' | 'expiresSoon'>,
): HubBatch {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    quantity: row.quantity,
    plannedQuantity: row.plannedQuantity,
    quantityOrdered: orderedFrom(row),
    quantityRemaining: row.quantityRemaining,
    expectedAt: row.expectedAt?.toISOString() ?? null,
    bestBefore: row.bestBefore,
    packedOn: row.packedOn,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    receiptPhoto: row.receiptPhoto === null ? null : receiptPhotoUrl(row.id),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    stopReason: row.stopReason,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...joined,
  };
}

/** One batch as the list shows it; undefined when the scope may not see it. */
export async function batchOf(
  db: Db,
  id: number,
  makerId: number | null,
  now: Date,
): Promise<HubBatch | undefined> {
  const { batches } = await batchList(db, { makerId, chosen: 'ALL' }, {}, now, { onlyId: id });
  return batches[0];
}

/**
 * Where a batch's receipt photo is kept under the private upload folder; undefined when the batch
 * has none or the scope may not see it.
 */
export async function receiptPhotoOf(
  db: Db,
  id: number,
  makerId: number | null,
): Promise<string | undefined> {
  const [row] = await db
    .select({ path: stockBatches.receiptPhoto })
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .where(
      and(eq(stockBatches.id, id), makerId === null ? undefined : eq(products.makerId, makerId)),
    );
  return row?.path ?? undefined;
}

/**
 * A page of the products of the chosen makers that can take a new batch (on sale or waiting for
 * review, from an approved maker), by name, optionally only those with these words in the name, and how many there are.
 * Chosen like the hub's products list (hub-product-pages: the name's index, or its trigram index
 * for words), so a page costs the same on 100 products or 100,000.
 */
export async function creatableProducts(
  db: Db,
  choice: MakerChoice,
  query: CreatableQuery,
): Promise<{ creatableProducts: CreatableProduct[]; creatableProductsCount: number }> {
  const words = query.q?.trim();
  const where = and(
    productCanTakeBatch,
    makerCondition(choice),
    query.product === undefined ? undefined : eq(products.id, query.product),
    words ? ilike(products.name, `%${escapeLike(words)}%`) : undefined,
  );
  const page = await productIdPage(
    db,
    where,
    'name',
    query.page ?? 1,
    Boolean(words),
    CREATABLE_PAGE_SIZE,
  );
  if (page.ids.length === 0) return { creatableProducts: [], creatableProductsCount: page.total };
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      packageSize: products.packageSize,
      measurementUnit: products.measurementUnit,
      waitingForReview: sql<boolean>`${products.listingState} = 'submitted'`,
      makerId: makers.id,
      storeName: makers.storeName,
    })
    .from(products)
    .innerJoin(makers, eq(makers.id, products.makerId))
    .where(inArray(products.id, page.ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    creatableProducts: page.ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { makerId, storeName, ...product } = row;
      return [{ ...product, seller: { id: makerId, storeName } }];
    }),
    creatableProductsCount: page.total,
  };
}
