import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';
import { catalogueTextVersion, searchSynonyms } from '../../db/schema/search';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestDatabase } from '../../test/harness';
import { CatalogueIndex, CatalogueIndexHolder, type Candidates } from './catalogue-index';
import { readPage } from './page';
import { alternative, queryOf, type Alternative } from './meaning';

let database: Database;
let drop: () => Promise<void>;
let catalogue: Catalogue;
let lexemes: string[];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  catalogue = await buildCatalogue(database.db, new Date('2026-11-20T04:30:00.000Z'));
  const result = await database.db.execute<{ lexeme: string }>(
    sql`SELECT DISTINCT lexeme FROM ${products}, unnest(${products.searchVector}) ORDER BY 1`,
  );
  lexemes = result.rows.map((row) => row.lexeme);
});
afterAll(async () => drop());

const version = async () =>
  (
    await database.db.execute<{ version: number }>(
      sql`SELECT ${catalogueTextVersion.version}::float8 AS version FROM ${catalogueTextVersion}`,
    )
  ).rows[0]!.version;

/** Ids PostgreSQL's own `@@` finds among products on sale, over the vector or the name's words. */
async function matchedBySql(query: string, where: 'anywhere' | 'name'): Promise<number[]> {
  const vector =
    where === 'name' ? sql`ts_filter(${products.searchVector}, '{a}')` : products.searchVector;
  const result = await database.db.execute<{ id: number }>(sql`
    SELECT ${products.id} AS id FROM ${products} JOIN ${makers} ON ${makers.id} = ${products.makerId}
    WHERE ${products.isActive} AND ${makers.isApproved} AND ${vector} @@ ${query}::tsquery
    ORDER BY 1`);
  return result.rows.map((row) => row.id);
}

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
/** Every candidate, named or not, in id order. */
const all = (candidates: Candidates | undefined) =>
  candidates && ascending([...candidates.named, ...candidates.other]);

const everything = { named: 10_000, other: 10_000 };
/** A query of one tsquery, as PostgreSQL writes it. */
const only = (text: string) => queryOf([[alternative(text)]], ' & ')!;

describe('CatalogueIndex', () => {
  /**
   * Queries as searches make them, of the catalogue's own words (some as prefixes): words that
   * must all match (or any one), each by any of its alternatives, an alternative being words or a
   * phrase.
   */
  const lexeme = fc
    .record({ at: fc.nat(), prefix: fc.boolean(), cut: fc.integer({ min: 1, max: 4 }) })
    .map(({ at, prefix, cut }) => {
      const word = lexemes[at % lexemes.length]!;
      return prefix ? `'${word.slice(0, cut)}':*` : `'${word}'`;
    });
  const way = fc
    .tuple(fc.array(lexeme, { minLength: 1, maxLength: 3 }), fc.constantFrom(' & ', ' <-> '))
    .map(([words, operator]) => alternative(words.join(operator)));
  const query = fc
    .tuple(
      fc.array(fc.array(way, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(' & ' as const, ' | ' as const),
    )
    .map(([terms, joiner]: [Alternative[][], ' & ' | ' | ']) => queryOf(terms, joiner)!);

  it('finds every product PostgreSQL matches, and no others unless a phrase is asked for', async () => {
    const index = await CatalogueIndex.read(database.db);
    const candidates = { version: index.version };
    await fc.assert(
      fc.asyncProperty(query, async (tree) => {
        const { text } = tree;
        const found = index.candidates(tree, { named: 0, other: 10_000 });
        const named = index.candidates(tree, { named: 10_000, other: 0 });
        const [anywhere, inName] = await Promise.all([
          matchedBySql(text, 'anywhere'),
          matchedBySql(text, 'name'),
        ]);
        expect(all(found)).toEqual(expect.arrayContaining(anywhere));
        // Whatever the index found, a search shows what PostgreSQL matches, named or not.
        const page = await readPage(database.db, text, 1, { ...candidates, from: found });
        const namedPage = await readPage(
          database.db,
          text,
          1,
          { ...candidates, from: named },
          true,
        );
        expect(page.total).toBe(anywhere.length);
        expect(namedPage.total).toBe(inName.length);
        expect(anywhere).toEqual(expect.arrayContaining(page.ids));
        expect(inName).toEqual(expect.arrayContaining(namedPage.ids));
        if (!text.includes('<->')) {
          expect(all(found)).toEqual(anywhere);
          // Whether a name holds the words is told right for each candidate, however it came.
          expect(ascending(found.named)).toEqual(inName);
          expect(named.named).toEqual(inName);
        } else {
          expect(named.named).toEqual(expect.arrayContaining(inName));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('leaves out products that are not on sale', async () => {
    const index = await CatalogueIndex.read(database.db);
    // 'mango' is in the inactive pickle's name only; the masala's maker is not approved yet.
    expect(all(index.candidates(only("'mango'"), everything))).toEqual([]);
    expect(all(index.candidates(only("'masala'"), everything))).not.toContain(
      catalogue.products.unapprovedMasala,
    );
    expect(all(index.candidates(only("'ragi'"), everything))).toContain(
      catalogue.products.ragiBatter,
    );
  });

  it('takes name matches first, then others, each capped', async () => {
    const index = await CatalogueIndex.read(database.db);
    // 'ragi' names the batter; the roti mix has it only in its description.
    const tree = only("'ragi'");
    expect(index.candidates(tree, { named: 1, other: 0 })).toEqual({
      named: [catalogue.products.ragiBatter],
      other: [],
    });
    expect(all(index.candidates(tree, { named: 0, other: 2 }))).toHaveLength(2);
    expect(index.candidates(tree, { named: 0, other: 2 })?.other).toEqual([
      catalogue.products.jowarMix,
    ]);
  });

  it('takes a phrase as its words anywhere, and the page keeps what PostgreSQL matches', async () => {
    const index = await CatalogueIndex.read(database.db);
    const query = queryOf([[alternative("'batter'")], [alternative("'ragi' <-> 'dosa'")]], ' & ')!;
    const { text } = query;
    const found = index.candidates(query, everything);
    expect(all(found)).toEqual([catalogue.products.ragiBatter]);
    const page = await readPage(database.db, text, 1, { from: found, version: index.version });
    expect(page.ids).toEqual([catalogue.products.ragiBatter]);
    const reversed = "'dosa' <-> 'ragi'";
    const superset = index.candidates(only(reversed), everything);
    expect(all(superset)).toEqual([catalogue.products.ragiBatter]);
    const none = await readPage(database.db, reversed, 1, {
      from: superset,
      version: index.version,
    });
    expect(none).toMatchObject({ ids: [], total: 0 });
  });
});

describe('catalogue_text_version', () => {
  it('moves when products are added, retexted or taken off sale, or the dictionaries change', async () => {
    const { ragiBatter } = catalogue.products;
    let before = await version();
    const moved = async () => {
      const now = await version();
      const changed = now > before;
      before = now;
      return changed;
    };
    await database.db
      .update(products)
      .set({ name: 'Ragi Dosa Batter' })
      .where(eq(products.id, ragiBatter));
    expect(await moved()).toBe(true);
    await database.db.update(products).set({ isActive: true }).where(eq(products.id, ragiBatter));
    expect(await moved()).toBe(true);
    await database.db.insert(searchSynonyms).values({ word: 'kezhvaragu', synonym: 'ragi' });
    expect(await moved()).toBe(true);
    // A maker approved or withdrawn puts its products on sale or takes them off.
    await database.db
      .update(makers)
      .set({ isApproved: true })
      .where(eq(makers.id, catalogue.makers.pending));
    expect(await moved()).toBe(true);
    await database.db
      .update(makers)
      .set({ isApproved: false })
      .where(eq(makers.id, catalogue.makers.pending));
    expect(await moved()).toBe(true);
    await database.db
      .update(products)
      .set({ makerId: catalogue.makers.pending })
      .where(eq(products.id, ragiBatter));
    expect(await moved()).toBe(true);
    await database.db
      .update(products)
      .set({ makerId: catalogue.makers.amma })
      .where(eq(products.id, ragiBatter));
    await moved();
    // Prices, stock flags and reviews do not change what a search finds.
    await database.db
      .update(products)
      .set({ pricePaise: 12_500, numReviews: 3, showStock: true })
      .where(eq(products.id, ragiBatter));
    expect(await moved()).toBe(false);
  });
});

describe('CatalogueIndexHolder', () => {
  it('reads an index once asked, and a newer one once the catalogue moved past it', async () => {
    const failures: unknown[] = [];
    const holder = new CatalogueIndexHolder(database.db, (error) => failures.push(error));
    const first = await version();
    expect(holder.held).toBeUndefined();
    holder.keepUpWith(first);
    holder.keepUpWith(first);
    await holder.settled();
    const index = holder.held;
    expect(index?.version).toBe(first);
    // Up to date: nothing is read again.
    holder.keepUpWith(first);
    await holder.settled();
    expect(holder.held).toBe(index);

    await database.db.update(catalogueTextVersion).set({ version: first + 1 });
    holder.keepUpWith(first + 1);
    await holder.settled();
    expect(holder.held?.version).toBe(first + 1);
    expect(failures).toEqual([]);
  });
});
