import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@makers-pantry/domain/catalog';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { preparedStatement } from '../../db/prepared';
import { catalogueTextVersion } from '../../db/schema/search';
import { productsOnSale as product, productWords as words } from '../catalog/service';
import type { Candidates } from './catalogue-index';

/**
 * How many products a search ranks: name matches and other matches, each capped, so a word found
 * in ten thousand descriptions costs a few hundred row reads. Nobody pages past twenty pages of
 * 30; the count a broad search shows is then at most the caps' sum.
 */
export const CANDIDATE_CAPS = { named: 200, other: 400 };

/** A page of matches, the number of all matches, and the catalogue version they were found at. */
export type Page = { ids: number[]; total: number; catalogueVersion: number };

/**
 * One page of a search, in one statement. The candidates come from the catalogue index when it
 * was read at the catalogue's text version as this statement sees it, and otherwise from the GIN
 * indexes, capped alike: that check is search's one freshness rule (decision 019). Candidates
 * are checked by `@@` and for being on sale, and ranked: what can be bought before what is sold
 * out, then products whose name holds the words (the vector's weight-A words are the name's), then
 * `ts_rank`, then review count, then id. `namesOnly` keeps name matches alone. For a query without
 * a phrase the index finds exactly what `@@` finds, name matches apart (`sure`), so its candidates
 * need no check: the filtered vector the name check builds was the dearest part of the statement.
 * Sure of them, the statement also knows their number (`count`), so once the name matches that can
 * be bought fill the page, the other candidates, which would rank below them, are not read at all:
 * each costs a read of its product and its stock (decision 019).
 */
const pageStatement = preparedStatement<Page>(() => {
  const query = sql`${sql.placeholder('query')}::tsquery`;
  const namesOnly = sql`${sql.placeholder('namesOnly')}::bool`;
  const version = sql`(SELECT ${catalogueTextVersion.version} FROM ${catalogueTextVersion})`;
  const stale = sql`${version} <> ${sql.placeholder('indexVersion')}::bigint`;
  const sure = sql`${sql.placeholder('sure')}::bool`;
  const sureOf = sql`${sure} AND candidate.named IS NOT NULL`;
  const checked = (candidates: SQL) => sql`
    SELECT ${product.id} AS id, ${product.buyable} AS buyable,
      CASE WHEN ${sureOf} THEN candidate.named
        ELSE ts_filter(${product.searchVector}, '{a}') @@ ${query} END AS in_name,
      CASE WHEN ${sureOf} THEN true ELSE ${product.searchVector} @@ ${query} END AS matches,
      ts_rank(${product.searchVector}, ${query}) AS rank, ${product.reviews} AS reviews
    FROM (${candidates}) AS candidate JOIN ${product} ON ${product.id} = candidate.id`;
  const shown = sql`${sql.placeholder('offset')}::int + ${PAGE_SIZE}`;
  const pageFull = sql`${sure} AND (SELECT count(*) FROM named WHERE buyable) >= ${shown}`;
  return sql`
    -- Checked in the select list of a materialized step, not in a WHERE: there the planner would
    -- answer '@@' from the GIN index for the whole catalogue, not check a few hundred candidates.
    WITH named AS MATERIALIZED (${checked(sql`
        SELECT id, true AS named FROM unnest(${sql.placeholder('named')}::int[]) AS id
        WHERE NOT ${stale}`)}),
      others AS MATERIALIZED (${checked(sql`
        SELECT id, false AS named FROM unnest(${sql.placeholder('other')}::int[]) AS id
          WHERE NOT ${stale} AND NOT (${pageFull})
        UNION ALL
        SELECT id, NULL FROM (
          (SELECT ${words.id} FROM ${words} WHERE ${stale} AND ${words.isActive}
            AND to_tsvector('english', ${words.name}) @@ ${query}
            LIMIT ${CANDIDATE_CAPS.named})
          UNION
          (SELECT ${words.id} FROM ${words} WHERE ${stale} AND NOT ${namesOnly}
            AND ${words.isActive} AND ${words.searchVector} @@ ${query}
            LIMIT ${CANDIDATE_CAPS.other})) AS found`)}),
      matched AS (
        SELECT * FROM (SELECT * FROM named UNION ALL SELECT * FROM others) AS checked
        WHERE matches AND (in_name OR NOT ${namesOnly}))
    SELECT ${version}::float8 AS "catalogueVersion",
      CASE WHEN ${sure} AND NOT ${stale} THEN ${sql.placeholder('count')}::int
        ELSE (SELECT count(*)::int FROM matched) END AS total,
      ARRAY(SELECT id FROM matched ORDER BY buyable DESC, in_name DESC, rank DESC, reviews DESC, id
        LIMIT ${PAGE_SIZE} OFFSET ${sql.placeholder('offset')}) AS ids`;
});

/**
 * Whether the catalogue index finds exactly the products `@@` would for this tsquery text: so for
 * any query without a phrase, which PostgreSQL writes as '<->' or '<2>' (no lexeme holds a '<').
 */
export const indexIsExact = (query: string) => !query.includes('<');

/** A page of `query`'s matches among `candidates`, or among the GIN indexes' if none are given. */
export async function readPage(
  db: Db,
  query: string,
  pageNum: number,
  candidates: { from: Candidates; version: number } | undefined,
  namesOnly = false,
): Promise<Page> {
  const { rows } = await pageStatement(db, {
    query,
    named: intArray(candidates?.from.named ?? []),
    other: intArray(candidates?.from.other ?? []),
    sure: indexIsExact(query),
    // Every sure candidate matches: their number is the count, name matches alone if asked.
    count:
      (candidates?.from.named.length ?? 0) + (namesOnly ? 0 : (candidates?.from.other.length ?? 0)),
    indexVersion: candidates?.version ?? -1,
    namesOnly,
    offset: (pageNum - 1) * PAGE_SIZE,
  });
  return rows[0]!;
}
