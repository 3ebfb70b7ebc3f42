import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '@makers-pantry/domain/catalog';
import { products, stockBatches } from '../../db/schema/catalog';
import { searchSynonyms } from '../../db/schema/search';
import { buildCatalogue, fillSearchWords, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';

/** How shoppers in India spell their staples, phrases as synonyms, and what can be bought first. */
let shop: TestShop;
let catalogue: Catalogue;

const staple = (name: string, slug: string) => ({
  name,
  makerId: catalogue.makers.amma,
  categoryId: catalogue.categories.batters,
  subcategoryId: catalogue.subcategories.readyMixes,
  description: `${name}, made in small batches.`,
  usageInstructions: 'Store dry.',
  allergenInfo: 'None known.',
  ingredients: 'See the label.',
  storage: 'Keep in a cool, dry place.',
  packageSize: 1,
  measurementUnit: 'kg',
  pricePaise: 9_000,
  vegIndicator: 'Veg' as const,
  listImage: `/media/products/${slug}-list.webp`,
  listImage2: `/media/products/${slug}-list2.webp`,
  detailImage: `/media/products/${slug}-detail.webp`,
  cartImage: `/media/products/${slug}-cart.webp`,
});

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  const db = shop.database.db;
  const rows = await db
    .insert(products)
    .values([
      staple('Chakki Atta', 'chakki-atta'),
      staple('Toor Dal', 'toor-dal'),
      staple('Desi Cow Ghee', 'desi-cow-ghee'),
      staple('Organic Jaggery Powder', 'jaggery-powder'),
      // Sold out but many reviews: it ranks first on text alone.
      { ...staple('Wild Forest Honey', 'wild-honey'), numReviews: 90 },
      staple('Coorg Honey', 'coorg-honey'),
    ])
    .returning({ id: products.id, name: products.name });
  const soldOut = rows.find((row) => row.name === 'Wild Forest Honey')!.id;
  await db.insert(stockBatches).values(
    rows.map((row) => ({
      productId: row.id,
      status: 'approved' as const,
      quantity: 10,
      quantityRemaining: row.id === soldOut ? 0 : 10,
    })),
  );
  await db.insert(searchSynonyms).values([{ word: 'wheat flour', synonym: 'atta' }]);
  await fillSearchWords(db);
});
afterAll(async () => shop.close());

async function names(keyword: string) {
  const res = await shop.app.inject({
    method: 'GET',
    url: '/api/products/search/',
    query: { keyword },
  });
  expect(res.statusCode, keyword).toBe(200);
  return productPageSchema.parse(res.json()).products.map((p) => p.name);
}

describe('search spellings', () => {
  it.each([
    ['aata', 'Chakki Atta'],
    ['atta', 'Chakki Atta'],
    ['ata', 'Chakki Atta'],
    ['daal', 'Toor Dal'],
    ['dhal', 'Toor Dal'],
    ['toor daal', 'Toor Dal'],
    ['ghi', 'Desi Cow Ghee'],
    ['jaggry', 'Organic Jaggery Powder'],
  ])('finds %s as %s', async (keyword, name) => {
    expect(await names(keyword)).toContain(name);
  });
});

describe('two-word synonyms', () => {
  it("finds atta for 'wheat flour'", async () => {
    expect(await names('wheat flour')).toContain('Chakki Atta');
  });

  it("finds only the phrase's own synonyms, not every word's", async () => {
    // The synonym table also says dahi for curd: that is no reading of 'wheat flour'.
    expect(await names('wheat flour')).not.toContain('Thick Curd');
  });
});

describe('ranking', () => {
  it('puts what can be bought before what is sold out', async () => {
    expect(await names('honey')).toEqual(['Coorg Honey', 'Wild Forest Honey']);
  });

  it('still puts a name match above a description match', async () => {
    expect(await names('ragi')).toEqual(['Ragi Dosa Batter', 'Jowar Roti Mix']);
  });
});
