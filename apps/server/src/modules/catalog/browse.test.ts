import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bannedIngredientSchema,
  bannerSchema,
  categorySchema,
  collectionByTypeSchema,
  collectionSchema,
  madeTypeGroupsSchema,
  productPageSchema,
  type ProductListItem,
} from '@makers-pantry/domain/catalog';
import { buildCatalogue, FILLER_COUNT, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });
const ids = (products: ProductListItem[]) => products.map((p) => p.id);

describe('GET /api/products/banners/', () => {
  it('lists active banners in carousel order', async () => {
    const res = await get('/api/products/banners/');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const banners = z.array(bannerSchema).parse(res.json());
    expect(banners.map((b) => b.name)).toEqual(['Fresh Batters', 'Diwali Sweets']);
    expect(banners[0]).toEqual({
      id: expect.any(Number),
      name: 'Fresh Batters',
      largeImage: '/media/banners/batter-l.webp',
      mediumImage: '/media/banners/batter-m.webp',
      smallImage: '/media/banners/batter-s.webp',
      redirectUrl: '/category/1/Breakfast%20Batters/0/All',
    });
  });
});

describe('categories', () => {
  it('lists categories with their subcategories', async () => {
    const res = await get('/api/products/category-list/');
    const categories = z.array(categorySchema).parse(res.json());
    expect(categories.map((c) => c.name)).toEqual([
      'Breakfast Batters',
      'Oils & Ghee',
      'Dairy',
      'Snacks',
    ]);
    expect(categories[1]).toEqual({
      id: catalogue.categories.oils,
      name: 'Oils & Ghee',
      image: '/media/categories/oils.webp',
      subcategories: [
        {
          id: catalogue.subcategories.pressedOils,
          name: 'Cold Pressed Oils',
          image: '/media/sub/oils.webp',
        },
        { id: catalogue.subcategories.ghees, name: 'Ghee', image: '/media/sub/ghee.webp' },
      ],
    });
  });

  it('shows one category with its subcategories', async () => {
    const res = await get(`/api/products/category/${catalogue.categories.dairy}/details/`);
    expect(res.statusCode).toBe(200);
    expect(categorySchema.parse(res.json())).toEqual({
      id: catalogue.categories.dairy,
      name: 'Dairy',
      image: '/media/categories/dairy.webp',
      subcategories: [
        { id: catalogue.subcategories.curds, name: 'Curd & Yogurt', image: '/media/sub/curd.webp' },
      ],
    });
    expect((await get('/api/products/category/abc/details/')).statusCode).toBe(400);
    const missing = await get('/api/products/category/9999/details/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Category 9999 was not found.', code: 'NOT_FOUND' });
  });

  it('lists all of a category for subcategory 0, and one shelf otherwise', async () => {
    const { categories, subcategories, products } = catalogue;
    const all = productPageSchema.parse(
      (await get(`/api/products/category/${categories.oils}/0/`)).json(),
    );
    expect(ids(all.products)).toEqual([
      products.groundnutOil,
      products.coconutOil,
      products.ghee,
      products.sesameOil,
    ]);
    expect(all.paginator).toEqual({ productsCount: 4, pageNum: 1, numPages: 1, pageSize: 30 });

    const ghee = productPageSchema.parse(
      (await get(`/api/products/category/${categories.oils}/${subcategories.ghees}/`)).json(),
    );
    expect(ids(ghee.products)).toEqual([products.ghee]);
    expect(ghee.paginator.productsCount).toBe(1);
  });

  it('pages a category and leaves out products not on sale', async () => {
    const { categories } = catalogue;
    const snacks = productPageSchema.parse(
      (await get(`/api/products/category/${categories.snacks}/0/?pageNum=1`)).json(),
    );
    expect(snacks.paginator.productsCount).toBe(FILLER_COUNT);
    expect(ids(snacks.products)).toEqual(catalogue.products.fillers);
    const past = productPageSchema.parse(
      (await get(`/api/products/category/${categories.snacks}/0/?pageNum=2`)).json(),
    );
    expect(past.products).toEqual([]);
  });

  it('answers 404 for an unknown category or a subcategory of another', async () => {
    const unknown = await get('/api/products/category/9999/0/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Category 9999 was not found.', code: 'NOT_FOUND' });

    const elsewhere = await get(
      `/api/products/category/${catalogue.categories.dairy}/${catalogue.subcategories.ghees}/`,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      detail: `Subcategory ${catalogue.subcategories.ghees} was not found in category Dairy.`,
      code: 'NOT_FOUND',
    });
  });

  it.each(['abc/0', '1/x', '0/0', '1/-1', '99999999999/0'])(
    'answers 400 for category/%s/',
    async (path) => {
      const res = await get(`/api/products/category/${path}/`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );
});

describe('collections', () => {
  it('shows a collection with its products on sale in curated order', async () => {
    const { collections, products } = catalogue;
    const res = await get(`/api/products/product-collection/${collections.healthyOils}/`);
    expect(res.statusCode).toBe(200);
    const collection = collectionSchema.parse(res.json());
    expect(collection).toMatchObject({
      id: collections.healthyOils,
      name: 'Healthy Oils',
      tileImage: '/media/c/o.webp',
    });
    expect(ids(collection.products)).toEqual([
      products.groundnutOil,
      products.coconutOil,
      products.sesameOil,
    ]);
    // The client hides products without a slot; the server still says which ones they are.
    expect(collection.products[2]?.earliestDeliverySlot).toBeNull();
  });

  it('answers 404 for an unknown or inactive collection', async () => {
    for (const id of [9999, catalogue.collections.oldCuration]) {
      const res = await get(`/api/products/product-collection/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: `Collection ${id} was not found.`, code: 'NOT_FOUND' });
    }
    expect((await get('/api/products/product-collection/x/')).statusCode).toBe(400);
  });

  it('lists curations with their first 10 products each', async () => {
    const res = await get('/api/products/product-collection-type/curation/');
    expect(res.statusCode).toBe(200);
    const curations = z.array(collectionSchema).parse(res.json());
    expect(curations.map((c) => c.name)).toEqual(['Breakfast Staples', 'Healthy Oils']);
    const breakfast = curations[0]!;
    expect(breakfast.products).toHaveLength(10);
    expect(ids(breakfast.products)).toEqual([
      catalogue.products.ragiBatter,
      catalogue.products.idliBatter,
      ...catalogue.products.fillers.slice(0, 8),
    ]);
    expect(curations[1]!.products).toHaveLength(3);
  });

  it('answers 404 for an unknown collection type', async () => {
    const res = await get('/api/products/product-collection-type/bestsellers/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      detail: expect.stringContaining("no collections of type 'bestsellers'"),
    });
  });

  it('groups made-with and made-without tiles', async () => {
    const res = await get('/api/products/product-collection-made-type/');
    expect(madeTypeGroupsSchema.parse(res.json())).toEqual({
      madeWithout: [
        { id: catalogue.collections.noMaida, name: 'No Maida', tileImage: '/media/c/m.webp' },
        { id: catalogue.collections.noPalmOil, name: 'No Palm Oil', tileImage: '/media/c/p.webp' },
      ],
      madeWith: [
        {
          id: catalogue.collections.jaggery,
          name: 'Made with Jaggery',
          tileImage: '/media/c/j.webp',
        },
      ],
    });
  });

  it('shows the new_launched collection by type: what was approved in the last 30 days', async () => {
    const res = await get('/api/products/product-collection-by-type/new_launched/');
    expect(res.statusCode).toBe(200);
    const collection = collectionByTypeSchema.parse(res.json());
    expect(collection).toMatchObject({
      id: catalogue.collections.newLaunches,
      name: 'New Launches',
    });
    // Newest first, whatever rows the collection was given: the groundnut oil (20 days) was
    // never placed in it; the ghee (40 days) is too old; the coconut oil's day is still to come.
    const newest = [
      catalogue.products.ragiBatter,
      catalogue.products.curd,
      catalogue.products.groundnutOil,
    ];
    expect(ids(collection.products)).toEqual(newest);
    const page = await get(
      `/api/products/product-collection/${catalogue.collections.newLaunches}/`,
    );
    expect(ids(collectionSchema.parse(page.json()).products)).toEqual(newest);
    expect((await get('/api/products/product-collection-by-type/nonsense/')).statusCode).toBe(404);
  });
});

describe('GET /api/products/banned-ingredients/', () => {
  it('lists the ingredients with aliases and functions joined', async () => {
    const res = await get('/api/products/banned-ingredients/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(z.array(bannedIngredientSchema).parse(res.json())).toEqual([
      { Name: 'Monosodium Glutamate', Aliases: 'MSG, E621', Functions: 'Flavour enhancer' },
      { Name: 'Sodium Benzoate', Aliases: 'E211', Functions: 'Preservative, Antimicrobial' },
    ]);
  });
});

describe('GET /api/products/cart-collection/', () => {
  it('hands picks popular products that can be bought now', async () => {
    const res = await get('/api/products/cart-collection/');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { products: ProductListItem[] } };
    const picked = ids(items.products);
    // Most reviewed first; the hidden bread (50 reviews) and the sold-out idli batter (30) are
    // left out, and the chikkis' single reviews beat the curd's none.
    expect(picked).toEqual([
      catalogue.products.ghee,
      catalogue.products.ragiBatter,
      catalogue.products.jowarMix,
      ...catalogue.products.fillers.slice(0, 9),
    ]);
  });
});
