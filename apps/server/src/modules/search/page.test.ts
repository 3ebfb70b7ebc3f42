import { eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@makers-pantry/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { products, stockBatches } from '../../db/schema/catalog';
import { catalogueTextVersion } from '../../db/schema/search';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestDatabase } from '../../test/harness';
import { CatalogueIndex } from './catalogue-index';
import { CANDIDATE_CAPS, readPage } from './page';
import { alternative, queryOf } from './meaning';

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

/**
 * The index's candidates for a query, as a search hands them to `readPage`: words that must all
 * match (' & '), each by any of its alternatives (' | '), each a tsquery as PostgreSQL writes it.
 */
async function fromIndex(tsquery: string) {
  const index = await CatalogueIndex.read(database.db);
  const terms = tsquery.split(' & ').map((term) => term.replace(/^\(|\)$/g, '').split(' | '));
  const query = queryOf(
    await Promise.all(
      terms.map((term) => Promise.all(term.map(async (text) => alternative(await written(text))))),
    ),
    ' & ',
  )!;
  const from = index.candidates(query, CANDIDATE_CAPS);
  return { query: query.text, candidates: { from, version: index.version } };
}

describe('readPage', () => {
  /** Every page (one past the end included) is the page PostgreSQL's GIN indexes alone give. */
  async function expectPagesAsGinAlone(tsquery: string) {
    const { query, candidates } = await fromIndex(tsquery);
    const first = await readPage(database.db, query, 1, candidates);
    const pages = Math.ceil(first.total / PAGE_SIZE) + 1;
    for (let pageNum = 1; pageNum <= pages; pageNum++) {
      const page = await readPage(database.db, query, pageNum, candidates);
      const alone = await readPage(database.db, query, pageNum, undefined);
      expect(page, `${tsquery}, page ${pageNum}`).toEqual(alone);
    }
  }

  it("pages the index's candidates as PostgreSQL alone does, group by group", async () => {
    for (const tsquery of ['kodo', 'kodo & millet', 'kodo | ragi', 'mill:*', 'batter', 'masala'])
      await expectPagesAsGinAlone(tsquery);
  });

  it('pages candidates found through a phrase as PostgreSQL alone does', async () => {
    for (const tsquery of [
      'kodo <-> millet',
      'little <-> millet | kodo',
      'millet <-> kodo',
      '(kodo | ragi <-> dosa) & mill:*',
      'batter | ragi <-> dosa',
    ])
      await expectPagesAsGinAlone(tsquery);
  });

  it('puts what can be bought first, then name matches, then the rank', async () => {
    const { query, candidates } = await fromIndex('kodo');
    const { ids, total } = await readPage(database.db, query, 1, candidates);
    expect(total).toBe(KODO_COUNT);
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

  it('takes the candidates from PostgreSQL once the catalogue moved past the index', async () => {
    const { query, candidates } = await fromIndex('kodo');
    const fresh = await readPage(database.db, query, 1, candidates);
    const [current] = await database.db.select().from(catalogueTextVersion);
    // Stale candidates (none at all): a page read at a newer version does not use them.
    const stale = { from: { named: [], other: [] }, version: candidates.version };
    await database.db.update(catalogueTextVersion).set({ version: current!.version + 1 });
    expect(await readPage(database.db, query, 1, stale)).toEqual({
      ...fresh,
      catalogueVersion: current!.version + 1,
    });
  });

  it('keeps name matches alone when asked', async () => {
    const { query, candidates } = await fromIndex('kodo');
    const named = await readPage(database.db, query, 1, candidates, true);
    expect(named.total).toBe(KODO_COUNT / 2);
    expect(await readPage(database.db, query, 1, undefined, true)).toEqual(named);
  });
});
