import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDetailSchema,
  productPageSchema,
  type ProductListItem,
} from '@makers-pantry/domain/catalog';
import { buildCatalogue, ON_SALE_COUNT, type Catalogue } from '../../test/catalogue-fixtures';
import { deliverySlots } from '../../db/schema/delivery';
import type { SlotRow } from './delivery-slot';
import { loadOpenSlots } from '../delivery/service';
import { createTestLogin } from '../../http/auth-testing';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let catalogue: Catalogue;
let startedAt: Date;

beforeAll(async () => {
  // The cache off, so no test answers from an earlier one (unknown parameters are refused, so a
  // cache-busting `?fresh=N` is no longer possible).
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  startedAt = shop.clock.now();
  catalogue = await buildCatalogue(shop.database.db, startedAt);
});
afterAll(async () => shop.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

async function allProducts(): Promise<ProductListItem[]> {
  const first = productPageSchema.parse((await get('/api/products/')).json());
  const second = productPageSchema.parse((await get('/api/products/?pageNum=2')).json());
  return [...first.products, ...second.products];
}
const byId = (list: ProductListItem[], id: number) => list.find((p) => p.id === id);

describe('GET /api/products/', () => {
  it('pages the products on sale 30 at a time with the count', async () => {
    const res = await get('/api/products/');
    expect(res.statusCode).toBe(200);
    const page = productPageSchema.parse(res.json());
    expect(page.products).toHaveLength(30);
    expect(page.paginator).toEqual({
      productsCount: ON_SALE_COUNT,
      pageNum: 1,
      numPages: 2,
      pageSize: 30,
    });

    const second = productPageSchema.parse((await get('/api/products/?pageNum=2')).json());
    expect(second.products).toHaveLength(ON_SALE_COUNT - 30);
    expect(second.paginator.pageNum).toBe(2);
    const ids = [...page.products, ...second.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(ON_SALE_COUNT);
  });

  it('gives an empty page past the last one', async () => {
    const page = productPageSchema.parse((await get('/api/products/?pageNum=9')).json());
    expect(page.products).toEqual([]);
    expect(page.paginator).toMatchObject({ productsCount: ON_SALE_COUNT, pageNum: 9 });
  });

  it('leaves out inactive products and makers awaiting approval', async () => {
    const ids = (await allProducts()).map((p) => p.id);
    expect(ids).not.toContain(catalogue.products.inactivePickle);
    expect(ids).not.toContain(catalogue.products.unapprovedMasala);
  });

  it('answers with the API’s field names, rupees and a numeric package size', async () => {
    const ragi = byId(await allProducts(), catalogue.products.ragiBatter);
    expect(ragi).toEqual({
      id: catalogue.products.ragiBatter,
      name: 'Ragi Dosa Batter',
      listImage: '/media/products/ragi-dosa-batter-list.webp',
      listImage2: '/media/products/ragi-dosa-batter-list2.webp',
      detailImage: '/media/products/ragi-dosa-batter-detail.webp',
      cartImage: '/media/products/ragi-dosa-batter-cart.webp',
      packageSize: 1,
      measurementUnit: 'kg',
      price: 120,
      quantityAvailable: 20,
      showStock: true,
      rating: 4.5,
      numReviews: 12,
      specialityTag: 'Stone ground',
      vegIndicator: 'Veg',
      earliestDeliverySlot: expect.objectContaining({ id: catalogue.slots.quick }),
      testReportDocument: '/media/reports/ragi.pdf',
      testReportImage: null,
      canSellBeforeStocking: false,
      isStockInHand: true,
      seller: { id: catalogue.makers.amma, storeName: "Amma's Kitchen" },
    });
    const ghee = byId(await allProducts(), catalogue.products.ghee);
    expect(ghee).toMatchObject({ price: 450.5, packageSize: 250 });
    const oil = byId(await allProducts(), catalogue.products.groundnutOil);
    expect(oil).toMatchObject({ packageSize: 0.5, measurementUnit: 'l' });
  });

  it('derives stock from the batches', async () => {
    const list = await allProducts();
    const { products } = catalogue;
    // Sold out: showStock stays true, nothing to sell, no slot.
    expect(byId(list, products.idliBatter)).toMatchObject({
      quantityAvailable: 0,
      isStockInHand: false,
      showStock: true,
      earliestDeliverySlot: null,
    });
    // Hidden: the flag is passed on as it is.
    expect(byId(list, products.milletBread)).toMatchObject({
      showStock: false,
      isStockInHand: true,
      quantityAvailable: 5,
    });
    // Preorder: awaited batches count only for products sold before stocking.
    expect(byId(list, products.groundnutOil)).toMatchObject({
      canSellBeforeStocking: true,
      isStockInHand: false,
      quantityAvailable: 30,
    });
    expect(byId(list, products.ghee)).toMatchObject({ isStockInHand: true, quantityAvailable: 8 });
    expect(byId(list, products.sesameOil)).toMatchObject({
      quantityAvailable: 0,
      earliestDeliverySlot: null,
    });
  });
});

describe('earliestDeliverySlot', () => {
  const slotOf = async (id: number) => byId(await allProducts(), id)?.earliestDeliverySlot;

  it('gives stock in hand the earliest open slot, a quick one included', async () => {
    // Earlier slots exist but are past their cut-off, full or closed.
    const slot = await slotOf(catalogue.products.ragiBatter);
    const start = new Date(startedAt.getTime() + 30 * 60_000);
    expect(slot).toEqual({
      id: catalogue.slots.quick,
      type: 100,
      date: '2026-11-20',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      promisedDeliveryTime: 30,
    });
  });

  it('gives a preorder the first scheduled slot after its batch is expected', async () => {
    // The batch is expected in 30 hours: tomorrow's slots are too early.
    expect((await slotOf(catalogue.products.groundnutOil))?.id).toBe(
      catalogue.slots.dayAfterMorning,
    );
  });

  it("waits the maker's lead time for a preorder batch without a date", async () => {
    // Ghani Oils needs 48 hours.
    expect((await slotOf(catalogue.products.coconutOil))?.id).toBe(catalogue.slots.dayAfterEvening);
  });

  it('skips a full slot until a place frees up', async () => {
    const { full } = catalogue.slots;
    const setBooked = (booked: number) =>
      shop.database.db.update(deliverySlots).set({ booked }).where(eq(deliverySlots.id, full));
    await setBooked(4);
    try {
      expect((await slotOf(catalogue.products.ragiBatter))?.id).toBe(full);
    } finally {
      await setBooked(5);
    }
    expect((await slotOf(catalogue.products.ragiBatter))?.id).toBe(catalogue.slots.quick);
  });

  it('moves on once a slot is past its cut-off', async () => {
    shop.clock.advance(25 * 60_000);
    try {
      expect((await slotOf(catalogue.products.ragiBatter))?.id).toBe(catalogue.slots.evening);
    } finally {
      shop.clock.current = startedAt;
    }
  });

  it('is null when no open slot is late enough', async () => {
    shop.clock.advance(51 * 3_600_000);
    try {
      expect(await slotOf(catalogue.products.ragiBatter)).toBeNull();
    } finally {
      shop.clock.current = startedAt;
    }
  });
});

describe('open slots read under load', () => {
  const db = () => shop.database.db;
  const later = (ms: number) => new Date(startedAt.getTime() + ms);
  const ids = async (slots: Promise<SlotRow[]>) => (await slots).map((slot) => slot.id);

  it('shares a read on its way with pages that ask a moment later, and reads again after it', async () => {
    const first = loadOpenSlots(db(), startedAt);
    expect(loadOpenSlots(db(), later(5))).toBe(first);
    expect(await ids(first)).toContain(catalogue.slots.quick);
    await db()
      .update(deliverySlots)
      .set({ isActive: false })
      .where(eq(deliverySlots.id, catalogue.slots.quick));
    try {
      expect(await ids(loadOpenSlots(db(), later(10)))).not.toContain(catalogue.slots.quick);
    } finally {
      await db()
        .update(deliverySlots)
        .set({ isActive: true })
        .where(eq(deliverySlots.id, catalogue.slots.quick));
    }
  });

  it('never shares a read made for another time', async () => {
    const first = loadOpenSlots(db(), startedAt);
    const afterCutOff = loadOpenSlots(db(), later(25 * 60_000));
    const before = loadOpenSlots(db(), later(-1));
    expect(afterCutOff).not.toBe(first);
    expect(before).not.toBe(first);
    expect(await ids(first)).toContain(catalogue.slots.quick);
    expect(await ids(afterCutOff)).not.toContain(catalogue.slots.quick);
    await before;
  });
});

describe('public caching', () => {
  it('with CATALOGUE_CACHE_SECONDS=0 browsers revalidate every time, and get a 304 when unchanged', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/products/?pageNum=1' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/products/?pageNum=1',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('page numbers', () => {
  it.each(['0', '-1', 'abc', '1.5', '', '99999999999'])(
    'rejects pageNum=%s with 400',
    async (n) => {
      const res = await get(`/api/products/?pageNum=${n}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: expect.stringMatching(/^pageNum /),
      });
    },
  );
});

describe('GET /api/products/{id}/', () => {
  it('shows the details with readable reviews, newest first', async () => {
    const res = await get(`/api/products/${catalogue.products.ragiBatter}/`);
    expect(res.statusCode).toBe(200);
    const detail = productDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      id: catalogue.products.ragiBatter,
      name: 'Ragi Dosa Batter',
      price: 120,
      ingredients: 'Finger millet, urad dal, rice, salt',
      description: 'Ragi Dosa Batter, made in small batches.',
      usageInstructions: 'Use within a week of opening.',
      allergenInfo: 'None known.',
      storage: 'Keep in a cool, dry place.',
      categoryId: catalogue.categories.batters,
      subcategoryId: catalogue.subcategories.dosaBatter,
      userOrderItems: [],
      earliestDeliverySlot: expect.objectContaining({ id: catalogue.slots.quick }),
    });
    expect(detail.othersReviews.map((r) => [r.name, r.title, r.body])).toEqual([
      ['Arjun', '', 'Good for the kids.'],
      ['Meera', 'Tasty', 'Soft dosas every time.'],
    ]);
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers a logged-in customer privately, since the page will carry their own order items', async () => {
    const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const url = `/api/products/${catalogue.products.ragiBatter}/`;
    const res = await shop.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Authorization/i);
    expect(productDetailSchema.parse(res.json())).toMatchObject({
      id: catalogue.products.ragiBatter,
      userOrderItems: [],
    });
    const visitor = await shop.app.inject({ method: 'GET', url });
    expect(visitor.headers['cache-control']).toMatch(/^public/);
    expect(visitor.headers.vary).toMatch(/Authorization/i);
  });

  it('treats an expired or made-up token as a visitor', async () => {
    const res = await get(`/api/products/${catalogue.products.ragiBatter}/`, {
      authorization: 'Token not-a-real-token-at-all',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it.each([
    ['an unknown product', () => 999_999],
    ['an inactive product', () => catalogue.products.inactivePickle],
    ["an unapproved maker's product", () => catalogue.products.unapprovedMasala],
  ])('answers 404 for %s', async (_, id) => {
    const res = await get(`/api/products/${id()}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: `Product ${id()} was not found.`, code: 'NOT_FOUND' });
  });

  it.each(['abc', '0', '99999999999', '2147483648', '-3'])('answers 400 for id %s', async (id) => {
    const res = await get(`/api/products/${id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringMatching(/^Product id /),
    });
  });
});

describe('GET /api/products/product-recommendations/{id}/', () => {
  it('recommends in-stock products from the same subcategory, then the category', async () => {
    const res = await get(
      `/api/products/product-recommendations/${catalogue.products.idliBatter}/`,
    );
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { recommendations: ProductListItem[] }).recommendations.map(
      (p) => p.id,
    );
    // Same subcategory first (ragi), then the category's other shelf; the hidden bread and the
    // sold-out product itself are left out.
    expect(ids).toEqual([catalogue.products.ragiBatter, catalogue.products.jowarMix]);
  });

  it('counts preorder stock as in stock and stops at 10', async () => {
    const res = await get(`/api/products/product-recommendations/${catalogue.products.ghee}/`);
    const ids = (res.json() as { recommendations: ProductListItem[] }).recommendations.map(
      (p) => p.id,
    );
    expect(ids).toEqual(
      expect.arrayContaining([catalogue.products.groundnutOil, catalogue.products.coconutOil]),
    );
    expect(ids).not.toContain(catalogue.products.sesameOil);

    const chikki = catalogue.products.fillers[0]!;
    const many = await get(`/api/products/product-recommendations/${chikki}/`);
    const list = (many.json() as { recommendations: ProductListItem[] }).recommendations;
    expect(list).toHaveLength(10);
    expect(list.map((p) => p.id)).not.toContain(chikki);
  });

  it('answers 400 for a bad id', async () => {
    const res = await get('/api/products/product-recommendations/x1/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: expect.stringMatching(/^Product id /) });
  });

  it('answers 404 for an unknown product', async () => {
    const res = await get('/api/products/product-recommendations/424242/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Product 424242 was not found.' });
  });
});

describe('GET /api/products/npi/', () => {
  it('lists products launched in the last 30 days, newest first', async () => {
    const res = await get('/api/products/npi/');
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { NPIProducts: ProductListItem[] }).NPIProducts.map((p) => p.id);
    // Ghee is 40 days old; coconut oil launches the day after tomorrow.
    expect(ids).toEqual([
      catalogue.products.ragiBatter,
      catalogue.products.curd,
      catalogue.products.groundnutOil,
    ]);
  });
});
