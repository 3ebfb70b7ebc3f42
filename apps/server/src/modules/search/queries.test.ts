import { eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@makers-pantry/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { preparedAround } from '../../db/prepared';
import { products, stockBatches } from '../../db/schema/catalog';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestDatabase } from '../../test/harness';
import { CatalogueIndex, type Candidates } from './catalogue-index';
import {
  CANDIDATE_CAPS,
  fullTextMatches,
  rankCandidates,
  rankedPage,
  rankedTotal,
  readVersions,
  type Ranking,
} from './queries';
import { readTsquery } from './tsquery-text';

let database: Database;
let drop: () => Promise<void>;
let catalogue: Catalogue;

/** Kodo products in all four ranking groups, over several pages, with ties broken by reviews. */
const KODO_COUNT = 100;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  catalogue = await buildCatalogue(database.db, new Date('2026-11-20T04:30:00.000Z'));
  const [batter] = await database.db
    .select()
    .from(products)
    .where(eq(products.id, catalogue.products.ragiBatter));
  const { id: _id, searchVector: _vector, ...row } = batter!;
  const kodo = await database.db
    .insert(products)
    .values(
      Array.from({ length: KODO_COUNT }, (_, i) => ({
        ...row,
        slug: `kodo-${i}`,
        // Every other one is named for the word; some say it more often, which ts_rank counts.
        name: i % 2 === 0 ? `Kodo Millet ${i}` : `Little Millet ${i}`,
        description: i % 5 === 0 ? 'Kodo, kodo and more kodo.' : 'Has some kodo in it.',
        searchKeywords: '',
        ingredients: '',
        numReviews: i % 7,
        showStock: i % 11 !== 0,
      })),
    )
    .returning({ id: products.id });
  await database.db.insert(stockBatches).values(
    kodo.map(({ id }, i) => ({
      productId: id,
      status: 'approved' as const,
      quantity: 5,
      quantityRemaining: i % 3 === 0 ? 0 : 5,
    })),
  );
});
afterAll(async () => drop());

const written = async (tsquery: string) =>
  (await database.db.execute<{ text: string }>(sql`SELECT (${tsquery}::tsquery)::text AS text`))
    .rows[0]!.text;

/** The ids a page's sub-select yields, in order. */
const idsOf = preparedAround<{ ids: number[] }>(
  (select) =>
    sql`SELECT coalesce(array_agg(page.id ORDER BY page.ord), '{}') AS ids FROM (${select}) AS page`,
);
const pageIds = async (ranking: Ranking, pageNum: number) =>
  (await idsOf(database.db, rankedPage(ranking, pageNum))).rows[0]!.ids;

describe('rankedPage', () => {
  /**
   * Every page rankedPage reads from the candidates' ranking (one past the end included) is the
   * page the checking query gives when it checks all of the index's candidates.
   */
  async function expectPagesAsChecking(tsquery: string, query: string, candidates: Candidates) {
    const ranked = await rankCandidates(database.db, query, candidates);
    const pages = Math.ceil((ranked.named.size + ranked.other.size) / PAGE_SIZE) + 1;
    for (let pageNum = 1; pageNum <= pages; pageNum++) {
      const expected = await fullTextMatches(
        database.db,
        query,
        [...candidates.named, ...candidates.other],
        pageNum,
      );
      const page = {
        ids: await pageIds(ranked, pageNum),
        total: rankedTotal(ranked),
        catalogueVersion: ranked.catalogueVersion,
      };
      expect(page, `${tsquery}, page ${pageNum}`).toEqual(expected);
    }
  }

  it('pages exact candidates as the checking query does, group by group', async () => {
    const index = await CatalogueIndex.read(database.db);
    for (const tsquery of ['kodo', 'kodo & millet', 'kodo | ragi', 'mill:*', 'batter', 'masala']) {
      const query = await written(tsquery);
      const candidates = index.candidates(readTsquery(query)!, CANDIDATE_CAPS)!;
      expect(candidates.unsure).toEqual([]);
      await expectPagesAsChecking(tsquery, query, candidates);
    }
  });

  it('pages candidates found through a phrase as the checking query does, once checked', async () => {
    const index = await CatalogueIndex.read(database.db);
    let checkedSome = 0;
    for (const tsquery of [
      'kodo <-> millet',
      // Every little millet says kodo too: the index vouches for all, and nothing is checked.
      'little <-> millet | kodo',
      'millet <-> kodo',
      '(kodo | ragi <-> dosa) & mill:*',
      'batter | ragi <-> dosa',
    ]) {
      const query = await written(tsquery);
      const candidates = index.candidates(readTsquery(query)!, CANDIDATE_CAPS)!;
      checkedSome += candidates.unsure.length;
      await expectPagesAsChecking(tsquery, query, candidates);
    }
    expect(checkedSome).toBeGreaterThan(0);
  });

  it('puts what can be bought first, then name matches, then the rank', async () => {
    const index = await CatalogueIndex.read(database.db);
    const query = await written('kodo');
    const candidates = index.candidates(readTsquery(query)!, CANDIDATE_CAPS)!;
    const ranking = await rankCandidates(database.db, query, candidates);
    const ids = await pageIds(ranking, 1);
    expect(rankedTotal(ranking)).toBe(KODO_COUNT);
    const rows = await database.db.execute<{ id: number; name: string; buyable: boolean }>(sql`
      SELECT ${products.id} AS id, ${products.name} AS name,
        ${products.showStock} AND EXISTS (SELECT 1 FROM ${stockBatches}
          WHERE ${stockBatches.productId} = ${products.id} AND ${stockBatches.quantityRemaining} > 0)
          AS buyable
      FROM ${products} WHERE ${products.id} = ANY (${`{${ids.join(',')}}`}::int[])`);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    const page = ids.map((id) => byId.get(id)!);
    // 100 kodo products: 50 named, of which 30 can be bought, fill the first page.
    expect(page.every((row) => row.buyable && row.name.startsWith('Kodo'))).toBe(true);
    // Those saying 'kodo' three times in the description rank first.
    expect(page.slice(0, 5).every((row) => Number(row.name.split(' ').pop()) % 5 === 0)).toBe(true);
  });

  it('yields nothing once either version moved, and the versions say which', async () => {
    const index = await CatalogueIndex.read(database.db);
    const query = await written('kodo');
    const candidates = index.candidates(readTsquery(query)!, CANDIDATE_CAPS)!;
    const ranking = await rankCandidates(database.db, query, candidates);
    expect(await pageIds(ranking, 1)).toHaveLength(PAGE_SIZE);
    const { catalogueVersion, reviewsVersion } = ranking;
    expect(await readVersions(database.db)).toEqual({ catalogueVersion, reviewsVersion });
    const olderText = { ...ranking, catalogueVersion: catalogueVersion - 1 };
    const olderCounts = { ...ranking, reviewsVersion: reviewsVersion - 1 };
    expect(await pageIds(olderText, 1)).toEqual([]);
    expect(await pageIds(olderCounts, 1)).toEqual([]);
  });
});
