import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers, products } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { anotherInstance, openTestShop, type TestShop } from '../../../test/harness';

type App = Awaited<ReturnType<typeof anotherInstance>>;
let shop: TestShop;
let catalogue: Catalogue;
/** A second server on the same database: its own search index and caches. */
let other: App;
let seller: Awaited<ReturnType<typeof createTestLogin>>;

const env = { CATALOGUE_CACHE_SECONDS: '0' };

beforeAll(async () => {
  shop = await openTestShop({ env });
  const db = shop.database.db;
  catalogue = await buildCatalogue(db, shop.clock.now());
  seller = await createTestLogin(db, { roles: ['seller'] }, shop.clock.now());
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
  // As the seed writes them: category, subcategory, store name, speciality tag.
  await db
    .update(products)
    .set({ searchKeywords: "Breakfast Batters, Dosa & Idli Batter, Amma's Kitchen, Stone ground" })
    .where(eq(products.id, catalogue.products.ragiBatter));
  other = await anotherInstance(shop, env);
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

const searchOn = async (app: App, keyword: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products/search/?keyword=${encodeURIComponent(keyword)}&pageNum=1`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ products: { id: number; seller: { storeName: string } }[] }>().products;
};

describe("a maker's new store name", () => {
  it('is what search finds its products by, on every instance, from the next search', async () => {
    // The other instance has searched already: it holds an index of the old keywords.
    expect((await searchOn(other, 'ragi')).map((p) => p.id)).toContain(
      catalogue.products.ragiBatter,
    );
    expect(await searchOn(other, 'kaveri stoneground')).toEqual([]);

    const version = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/hub/makers/${catalogue.makers.amma}/`,
        headers: seller.headers,
      })
    ).json<{ version: number }>().version;
    const renamed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/hub/makers/${catalogue.makers.amma}/`,
      headers: seller.headers,
      payload: { version, storeName: 'Kaveri Stoneground' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    for (const app of [other, shop.app]) {
      const found = await searchOn(app, 'kaveri stoneground');
      expect(found.map((p) => p.id)).toEqual(
        expect.arrayContaining([
          catalogue.products.ragiBatter,
          catalogue.products.idliBatter,
          catalogue.products.curd,
        ]),
      );
      expect(found.every((p) => p.seller.storeName === 'Kaveri Stoneground')).toBe(true);
      // Only the renamed maker's products: Ghani Oils' are not among them.
      expect(found.map((p) => p.id)).not.toContain(catalogue.products.groundnutOil);
    }
    // Its part of the keywords, in place.
    const [ragi] = await shop.database.db
      .select({ keywords: products.searchKeywords })
      .from(products)
      .where(eq(products.id, catalogue.products.ragiBatter));
    expect(ragi!.keywords).toBe(
      'Breakfast Batters, Dosa & Idli Batter, Kaveri Stoneground, Stone ground',
    );

    // The new words are the catalogue's own now: typed as they are, not corrected to others.
    const known = await shop.database.db.execute<{ word: string }>(
      sql`SELECT word FROM search_words WHERE word IN ('kaveri', 'stoneground') ORDER BY word`,
    );
    expect(known.rows.map((row) => row.word)).toEqual(['kaveri', 'stoneground']);
  });
});
