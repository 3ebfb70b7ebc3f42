import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '@makers-pantry/domain/catalog';
import { makers, products } from '../../db/schema/catalog';
import { catalogueTextVersion, searchSynonyms } from '../../db/schema/search';
import {
  buildCatalogue,
  fillSearchWords,
  FILLER_COUNT,
  type Catalogue,
} from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const search = (keyword: string, pageNum?: number) =>
  shop.app.inject({
    method: 'GET',
    url: '/api/products/search/',
    query: { keyword, ...(pageNum ? { pageNum: String(pageNum) } : {}) },
  });

async function found(keyword: string, pageNum?: number) {
  const res = await search(keyword, pageNum);
  expect(res.statusCode).toBe(200);
  return productPageSchema.parse(res.json());
}
const names = async (keyword: string) => (await found(keyword)).products.map((p) => p.name);

describe('GET /api/products/search/', () => {
  it('ranks a name match above a description match', async () => {
    // 'ragi' is in the batter's name and only in the roti mix's description.
    expect(await names('ragi')).toEqual(['Ragi Dosa Batter', 'Jowar Roti Mix']);
  });

  it('answers product cards with a paginator', async () => {
    const page = await found('ragi');
    expect(page.paginator).toEqual({ productsCount: 2, pageNum: 1, numPages: 1, pageSize: 30 });
    expect(page.products[0]).toMatchObject({
      id: catalogue.products.ragiBatter,
      price: 120,
      quantityAvailable: 20,
      isStockInHand: true,
      earliestDeliverySlot: expect.objectContaining({ id: catalogue.slots.quick }),
    });
  });

  it('finds words in keywords and ingredients too', async () => {
    expect(await names('dairy')).toEqual(['Thick Curd']);
    expect(await names('urad')).toEqual(['Ragi Dosa Batter']);
  });

  it('finds curd for dahi through the synonyms', async () => {
    expect(await names('dahi')).toEqual(['Thick Curd']);
    expect(await names('thick dahi')).toEqual(['Thick Curd']);
  });

  it('matches the last word as a prefix while the customer types', async () => {
    const page = await found('peanut chik');
    expect(page.paginator.productsCount).toBe(FILLER_COUNT);
    expect(page.products.every((p) => p.name.startsWith('Peanut Chikki'))).toBe(true);
    expect(await names('cold pressed gr')).toEqual(['Cold Pressed Groundnut Oil']);
  });

  it('corrects a misspelt word in a three-word search', async () => {
    expect(await names('cold presed oil')).toEqual([
      'Cold Pressed Groundnut Oil',
      'Cold Pressed Coconut Oil',
      'Cold Pressed Sesame Oil',
    ]);
    expect(await names('ragi dosa batr')).toEqual(['Ragi Dosa Batter']);
    expect(await names('grundnut')).toEqual(['Cold Pressed Groundnut Oil']);
  });

  it('falls back to names that hold any of the words when the text matches nothing', async () => {
    expect(await names('ragi xyzzy')).toEqual(['Ragi Dosa Batter']);
  });

  it('takes a search of stop words alone as a misspelling', async () => {
    // 'what' is a stop word, and wheat's closest misspelling; 'the' is close to nothing.
    const [batter] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.id, catalogue.products.ragiBatter));
    const { id: _id, searchVector: _vector, ...row } = batter!;
    const [flour] = await shop.database.db
      .insert(products)
      .values({ ...row, name: 'Khapli Wheat Flour', description: 'Stone ground.' })
      .returning({ id: products.id });
    await fillSearchWords(shop.database.db);
    try {
      expect(await names('what')).toEqual(['Khapli Wheat Flour']);
      expect(await names('the')).toEqual([]);
    } finally {
      await shop.database.db.delete(products).where(eq(products.id, flour!.id));
      await fillSearchWords(shop.database.db);
    }
  });

  it('finds nothing for nonsense, stop words or products not on sale', async () => {
    for (const keyword of ['xyzzy', 'the', 'old mango pickle', 'secret masala']) {
      const page = await found(keyword);
      expect(page.products).toEqual([]);
      expect(page.paginator.productsCount).toBe(0);
    }
  });

  it('treats query syntax as plain text', async () => {
    for (const keyword of ["ragi:* & !(dosa | 'x')", "o'reilly <-> co", 'null & null', '\\\\ ::']) {
      const res = await search(keyword);
      expect(res.statusCode, keyword).toBe(200);
    }
    expect(await names('ragi:* & !(dosa')).toEqual(['Ragi Dosa Batter']);
  });

  it('pages results and keeps the count on a page past the end', async () => {
    const page = await found('chikki', 2);
    expect(page.products).toEqual([]);
    expect(page.paginator).toMatchObject({ productsCount: FILLER_COUNT, pageNum: 2, numPages: 1 });
  });

  it('answers the same whether the catalogue index or PostgreSQL alone picks the candidates', async () => {
    const keywords = ['ragi', 'cold presed oil', 'peanut chik', 'thick dahi', 'batter', 'oil'];
    for (const keyword of keywords) {
      const indexed = await found(keyword);
      // A newer catalogue version than the index was read at: this search goes without it.
      const [current] = await shop.database.db.select().from(catalogueTextVersion);
      await shop.database.db.update(catalogueTextVersion).set({ version: current!.version + 1 });
      // In capitals: the same words, not the same URL, so the public cache does not answer.
      expect(await found(keyword.toUpperCase()), keyword).toEqual(indexed);
    }
  });

  it('finds a product added after the index was read at once', async () => {
    // 'rice' already finds products, so no fallback to names can find the new one instead.
    expect(await names('rice')).not.toContain('Kodo Rice');
    const [batter] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.id, catalogue.products.ragiBatter));
    const { id: _id, searchVector: _vector, ...row } = batter!;
    const [kodo] = await shop.database.db
      .insert(products)
      .values({ ...row, name: 'Kodo Rice', description: 'Whole kodo.', ingredients: 'Kodo.' })
      .returning({ id: products.id });
    try {
      // Other spellings of the same words: the public cache keeps each URL's answer a few seconds.
      expect(await names('Rice')).toContain('Kodo Rice');
      expect(await names('RICE')).toContain('Kodo Rice');
    } finally {
      await shop.database.db
        .update(products)
        .set({ isActive: false })
        .where(eq(products.id, kodo!.id));
    }
    expect(await names('ricE')).not.toContain('Kodo Rice');
  });

  it('drops the products of a maker withdrawn after the index was read at once', async () => {
    expect(await names('pressed oil')).toContain('Cold Pressed Groundnut Oil');
    await shop.database.db
      .update(makers)
      .set({ isApproved: false })
      .where(eq(makers.id, catalogue.makers.ghani));
    try {
      const page = await found('Pressed Oil');
      expect(page.products).toEqual([]);
      expect(page.paginator.productsCount).toBe(0);
    } finally {
      await shop.database.db
        .update(makers)
        .set({ isApproved: true })
        .where(eq(makers.id, catalogue.makers.ghani));
    }
    expect(await names('PRESSED OIL')).toContain('Cold Pressed Groundnut Oil');
  });

  it('ranks again once a product says the words more often', async () => {
    const before = await names('peanut chikki');
    // The packs say the words alike, so they tie and go by id: the last pack is last.
    const last = before.at(-1)!;
    expect(last).toBe(`Peanut Chikki Pack ${FILLER_COUNT}`);
    const where = eq(products.name, last);
    const [pack] = await shop.database.db.select().from(products).where(where);
    await shop.database.db
      .update(products)
      .set({ description: 'Peanut chikki: peanuts, jaggery and more peanuts.' })
      .where(where);
    try {
      // Other spellings of the same words: the public cache keeps each URL's answer a few seconds.
      // The first search goes without the index, which is read again meanwhile; the second uses it.
      expect((await names('Peanut Chikki'))[0]).toBe(last);
      expect((await names('PEANUT Chikki'))[0]).toBe(last);
    } finally {
      await shop.database.db.update(products).set({ description: pack!.description }).where(where);
    }
    expect(await names('PEANUT CHIKKI')).toEqual(before);
    expect(await names('peanut CHIKKI')).toEqual(before);
  });

  it('puts the best reviewed of equally ranked products first, counting new reviews', async () => {
    // Spellings no other test uses: the public cache keeps each URL's answer a few seconds.
    const before = await names('Peanut chikki');
    expect(before[0]).toBe('Peanut Chikki Pack 1');
    const last = before.at(-1)!;
    const where = eq(products.name, last);
    await shop.database.db.update(products).set({ numReviews: 9 }).where(where);
    try {
      expect((await names('peanut Chikki'))[0]).toBe(last);
      expect((await names('pEANUT chikki'))[0]).toBe(last);
    } finally {
      await shop.database.db.update(products).set({ numReviews: 1 }).where(where);
    }
    expect(await names('peanut chikkI')).toEqual(before);
  });

  it('reads a synonym added after the same words were searched', async () => {
    expect(await names('varagu')).toEqual([]);
    await shop.database.db.insert(searchSynonyms).values({ word: 'varagu', synonym: 'curd' });
    try {
      expect(await names('Varagu')).toEqual(['Thick Curd']);
    } finally {
      await shop.database.db.delete(searchSynonyms).where(eq(searchSynonyms.word, 'varagu'));
    }
    expect(await names('VARAGU')).toEqual([]);
  });

  it('is cached publicly with an ETag', async () => {
    const res = await search('curd');
    expect(res.headers['cache-control']).toMatch(/^public/);
    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/products/search/?keyword=curd',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['no keyword', undefined, 'Type something to search for.'],
    ['one letter', 'a', 'Type at least 2 characters to search.'],
    ['one letter in spaces', '   a  ', 'Type at least 2 characters to search.'],
    ['101 characters', 'x'.repeat(101), 'A search can be at most 100 characters long.'],
  ])('answers 400 for %s', async (_, keyword, sentence) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/products/search/',
      query: keyword === undefined ? {} : { keyword },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringContaining(sentence.replace(/\.$/, '')),
    });
  });

  it.each(['0', 'x', '-1'])('rejects pageNum=%s', async (pageNum) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/products/search/?keyword=ragi&pageNum=${pageNum}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: expect.stringMatching(/^pageNum /) });
  });
});
