import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers, products, stockBatches } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, fillSearchWords, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { expireDueBatches } from './batch-service';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let otherSeller: Login;
let ops: Login;
let customer: Login;

const DAY = 86_400_000;
/** The test clock is 2026-11-20 10:00 in Bangalore. */

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  otherSeller = await createTestLogin(db, { roles: ['seller'], firstName: 'Gopal' }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  customer = await createTestLogin(db, {}, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
  await db
    .update(makers)
    .set({ userId: otherSeller.user.id })
    .where(eq(makers.id, catalogue.makers.ghani));
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);

/** A product of Amma's Kitchen with no stock at all, made for one test. */
async function newProduct(name: string, extra: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db()
    .insert(products)
    .values({
      makerId: catalogue.makers.amma,
      categoryId: catalogue.categories.batters,
      subcategoryId: catalogue.subcategories.readyMixes,
      name,
      description: `${name}, stone ground.`,
      usageInstructions: 'Mix with water.',
      allergenInfo: 'None known.',
      ingredients: 'Kodo millet, urad dal, salt',
      storage: 'Cool and dry.',
      packageSize: 500,
      measurementUnit: 'g',
      pricePaise: 15_000,
      vegIndicator: 'Veg',
      listImage: '/media/p-list.webp',
      listImage2: '/media/p-list2.webp',
      detailImage: '/media/p-detail.webp',
      cartImage: '/media/p-cart.webp',
      ...extra,
    })
    .returning({ id: products.id });
  await fillSearchWords(db());
  return row!.id;
}

const plan = (productId: number, quantity = 10, login = seller, extra: object = {}) =>
  call('POST', '/api/hub/batches/', login, {
    productId,
    quantity,
    expectedAt: '2026-11-21T09:00:00+05:30',
    bestBefore: '2026-12-20',
    ...extra,
  });

async function planned(productId: number, quantity = 10) {
  const res = await plan(productId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; version: number }>();
}

const shopCard = async (productId: number) => {
  const res = await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/` });
  return res.json<{ quantityAvailable: number; isStockInHand: boolean }>();
};
const cartLine = async (productId: number) => {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/products/cart-list/',
    payload: [{ id: productId, quantityPossible: 50 }],
  });
  return res.json<{ quantityPossible: number }[]>()[0]!;
};

describe('planning a batch', () => {
  it("lets a seller plan its own product's batch, and records it in the history", async () => {
    const productId = await newProduct('Kodo Dosa Mix');
    const res = await plan(productId, 12, seller, { packedOn: '2026-11-19' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'planned',
      version: 1,
      quantity: 12,
      quantityOrdered: 0,
      quantityRemaining: 12,
      product: { id: productId, name: 'Kodo Dosa Mix' },
      seller: { id: catalogue.makers.amma, storeName: "Amma's Kitchen" },
      expectedAt: '2026-11-21T03:30:00.000Z',
      bestBefore: '2026-12-20',
      packedOn: '2026-11-19',
    });
    const history = await call('GET', `/api/hub/history/batch/${res.json().id}/`, seller);
    expect(history.json().history).toMatchObject([
      {
        action: 'planned',
        actor: { id: seller.user.id, role: 'seller' },
        before: null,
        after: { status: 'planned', quantity: 12, bestBefore: '2026-12-20' },
      },
    ]);
  });

  it("answers 404 for another maker's product, 409 for one not on sale", async () => {
    const other = await plan(catalogue.products.sesameOil);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const inactive = await plan(catalogue.products.inactivePickle, 5, ops);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('PRODUCT_NOT_BATCHABLE');
  });

  it('refuses dates that make no sense, with a sentence', async () => {
    const productId = await newProduct('Foxtail Upma Mix');
    const past = await plan(productId, 5, seller, { bestBefore: '2026-11-19' });
    expect(past.statusCode).toBe(400);
    expect(past.json().detail).toBe('The best-before date has already passed.');
    const late = await plan(productId, 5, seller, {
      expectedAt: '2026-12-25T09:00:00+05:30',
      bestBefore: '2026-12-20',
    });
    expect(late.json().detail).toBe('The batch would reach the hub after its best-before date.');
    expect((await plan(productId, 0)).statusCode).toBe(400);
    expect((await plan(productId, 5, seller, { extra: 1 })).statusCode).toBe(400);
  });

  it('refuses a customer (403) and lets ops plan for any maker', async () => {
    expect((await plan(catalogue.products.sesameOil, 5, customer)).statusCode).toBe(403);
    const res = await plan(catalogue.products.sesameOil, 5, ops);
    expect(res.statusCode).toBe(201);
  });
});

describe('the batch page', () => {
  it('filters batches and creatable products by the chosen makers; a seller sees only its own', async () => {
    const productId = await newProduct('Little Millet Idli Mix');
    const mine = await planned(productId);
    const ghaniBatch = (await plan(catalogue.products.sesameOil, 7, otherSeller)).json().id;

    const answer = async <T>(url: string, login: Login) => {
      const res = await call('GET', url, login);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const page = (url: string, login: Login) =>
      answer<{ batches: { id: number; seller: { id: number } }[]; batchesCount: number }>(
        url,
        login,
      );
    const creatable = (url: string, login: Login) =>
      answer<{ creatableProducts: { id: number; seller: { id: number } }[] }>(url, login);

    const onlyGhani = await page(
      `/api/hub/batches/seller-product-batches/${catalogue.makers.ghani}/`,
      ops,
    );
    // The list answers alone; the picker's makers and the creatable products have their calls.
    expect(Object.keys(onlyGhani).sort()).toEqual(['batches', 'batchesCount', 'pageSize']);
    const picker = await answer<{ approvedSellers: { id: number }[] }>(
      '/api/hub/batches/approved-sellers/',
      ops,
    );
    expect(picker.approvedSellers).toHaveLength(2);
    expect(onlyGhani.batches.map((b) => b.seller.id)).not.toContain(catalogue.makers.amma);
    expect(onlyGhani.batches.map((b) => b.id)).toContain(ghaniBatch);
    const ghanisProducts = await creatable(
      `/api/hub/batches/creatable-products/${catalogue.makers.ghani}/`,
      ops,
    );
    expect(new Set(ghanisProducts.creatableProducts.map((p) => p.seller.id))).toEqual(
      new Set([catalogue.makers.ghani]),
    );

    const all = await page('/api/hub/batches/seller-product-batches/ALL/', ops);
    expect(all.batches.map((b) => b.id)).toEqual(expect.arrayContaining([mine.id, ghaniBatch]));
    // The pager counts every batch for ops, and only the seller's own for a seller.
    const [everyBatch] = await shop.database.db.select({ n: count() }).from(stockBatches);
    expect(all.batchesCount).toBe(everyBatch!.n);
    const [ammasBatches] = await shop.database.db
      .select({ n: count() })
      .from(stockBatches)
      .innerJoin(products, eq(products.id, stockBatches.productId))
      .where(eq(products.makerId, catalogue.makers.amma));

    const sellers = await page('/api/hub/batches/seller-product-batches/ALL/', seller);
    expect(sellers.batchesCount).toBe(ammasBatches!.n);
    expect(sellers.batchesCount).toBeLessThan(all.batchesCount);
    expect(sellers.batches.map((b) => b.id)).toContain(mine.id);
    expect(sellers.batches.map((b) => b.id)).not.toContain(ghaniBatch);
    expect(new Set(sellers.batches.map((b) => b.seller.id))).toEqual(
      new Set([catalogue.makers.amma]),
    );
    const sellersProducts = await creatable('/api/hub/batches/creatable-products/ALL/', seller);
    expect(sellersProducts.creatableProducts.map((p) => p.id)).toContain(productId);
    expect(sellersProducts.creatableProducts.map((p) => p.id)).not.toContain(
      catalogue.products.inactivePickle,
    );
  });

  it('creatable products come 50 a page by name, narrowed by words in the name; a seller gets only its own', async () => {
    // 60 of Amma's, one of Ghani's, one inactive: more than a page, so the chooser must search.
    const names = Array.from(
      { length: 60 },
      (_, i) => `Varagu Rice ${String(i + 1).padStart(2, '0')}`,
    );
    for (const name of names) await newProduct(name);
    await newProduct('Varagu Rice Inactive', { isActive: false });
    await newProduct('Varagu Rice of Ghani', { makerId: catalogue.makers.ghani });
    const creatable = async (url: string, login: Login) => {
      const res = await call('GET', url, login);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json<{
        creatableProducts: { name: string; seller: { id: number } }[];
        creatableProductsCount: number;
        pageSize: number;
      }>();
    };

    const first = await creatable(
      '/api/hub/batches/creatable-products/ALL/?q=varagu%20RICE',
      seller,
    );
    expect(first.creatableProductsCount).toBe(60);
    expect(first.pageSize).toBe(50);
    expect(first.creatableProducts.map((p) => p.name)).toEqual(names.slice(0, 50));
    const second = await creatable(
      '/api/hub/batches/creatable-products/ALL/?q=varagu%20rice&page=2',
      seller,
    );
    expect(second.creatableProducts.map((p) => p.name)).toEqual(names.slice(50));

    // Ops see Ghani's too, and only Ghani's when only Ghani is chosen.
    const all = await creatable('/api/hub/batches/creatable-products/ALL/?q=varagu', ops);
    expect(all.creatableProductsCount).toBe(61);
    const ghani = await creatable(
      `/api/hub/batches/creatable-products/${catalogue.makers.ghani}/?q=varagu`,
      ops,
    );
    expect(ghani.creatableProducts.map((p) => p.name)).toEqual(['Varagu Rice of Ghani']);
    // A seller asking for another maker still gets only its own maker's products.
    const asked = await creatable(
      `/api/hub/batches/creatable-products/${catalogue.makers.ghani}/?q=varagu`,
      seller,
    );
    expect(asked.creatableProducts).toEqual([]);

    // One product by id (the plan form opened from its link), only when it can take a batch.
    const one = await creatable(
      `/api/hub/batches/creatable-products/ALL/?product=${catalogue.products.sesameOil}`,
      ops,
    );
    expect(one.creatableProducts.map((p) => p.seller.id)).toEqual([catalogue.makers.ghani]);
    const inactive = await creatable(
      `/api/hub/batches/creatable-products/ALL/?product=${catalogue.products.inactivePickle}`,
      ops,
    );
    expect(inactive.creatableProducts).toEqual([]);

    // '%' is a character to find, not a wildcard.
    const percent = await creatable('/api/hub/batches/creatable-products/ALL/?q=%25', ops);
    expect(percent.creatableProductsCount).toBe(0);

    // Without words: the first page and the count of all, by name (the batch page's section).
    const body = await creatable('/api/hub/batches/creatable-products/ALL/', seller);
    expect(body.creatableProducts).toHaveLength(50);
    expect(body.creatableProductsCount).toBeGreaterThan(60);
    const listed = body.creatableProducts.map((p) => p.name);
    expect(listed).toEqual([...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const bad = await call('GET', '/api/hub/batches/creatable-products/ALL/?page=0', ops);
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/hub/batches/creatable-products/ALL/', customer)).statusCode,
    ).toBe(403);
  });

  it('sorts, filters by status and product, and pages from the query', async () => {
    const productId = await newProduct('Barnyard Pongal Mix');
    await planned(productId, 3);
    await plan(productId, 4, seller, { bestBefore: '2026-11-22' });
    const res = await call(
      'GET',
      `/api/hub/batches/seller-product-batches/ALL/?product=${productId}&sort=bestBefore&status=planned&page=1`,
      seller,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().batches.map((b: { quantity: number }) => b.quantity)).toEqual([4, 3]);
    expect(res.json().batchesCount).toBe(2);
    const expiring = await call(
      'GET',
      `/api/hub/batches/seller-product-batches/ALL/?product=${productId}&expiring=true`,
      seller,
    );
    expect(expiring.json().batches).toMatchObject([{ quantity: 4, expiresSoon: true }]);
    const bad = await call('GET', '/api/hub/batches/seller-product-batches/ALL/?sort=price', ops);
    expect(bad.statusCode).toBe(400);
  });
});

describe('editing and deleting a planned batch', () => {
  it('moves the version on each edit and refuses an edit of an older one (409)', async () => {
    const batch = await planned(await newProduct('Ragi Malt Mix'));
    const first = await call('PATCH', `/api/hub/batches/${batch.id}/`, seller, {
      version: 1,
      quantity: 15,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, quantity: 15, quantityRemaining: 15 });
    const stale = await call('PATCH', `/api/hub/batches/${batch.id}/`, ops, {
      version: 1,
      quantity: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'STALE_VERSION',
      detail:
        'Someone else changed this while you were editing. Please reload it and make your change again.',
    });
    const history = await call('GET', `/api/hub/history/batch/${batch.id}/`, ops);
    expect(history.json().history[0]).toMatchObject({
      action: 'edited',
      before: { quantity: 10, quantityRemaining: 10 },
      after: { quantity: 15, quantityRemaining: 15 },
    });
  });

  it("answers 404 to a seller editing or deleting another maker's batch", async () => {
    const ghaniBatch = (await plan(catalogue.products.sesameOil, 7, otherSeller)).json().id;
    const edit = await call('PATCH', `/api/hub/batches/${ghaniBatch}/`, seller, {
      version: 1,
      quantity: 1,
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/hub/batches/${ghaniBatch}/?version=1`, seller)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/hub/batches/${ghaniBatch}/`, seller)).statusCode).toBe(404);
  });

  it('never takes a batch below what orders took, and keeps a batch orders point at', async () => {
    const productId = await newProduct('Preorder Sprouted Ragi', { canSellBeforeStocking: true });
    const batch = await planned(productId, 10);
    await placeTestOrder(db(), {
      userId: customer.user.id,
      placedAt: shop.clock.now(),
      lines: [{ productId, quantity: 3, slotId: catalogue.slots.dayAfterMorning }],
    });
    const below = await call('PATCH', `/api/hub/batches/${batch.id}/`, seller, {
      version: 1,
      quantity: 2,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      code: 'BATCH_BELOW_ORDERED',
      detail:
        'Orders have already taken 3 units of this batch; its quantity cannot be less than 3.',
    });
    const down = await call('PATCH', `/api/hub/batches/${batch.id}/`, seller, {
      version: 1,
      quantity: 3,
    });
    expect(down.json()).toMatchObject({ quantity: 3, quantityOrdered: 3, quantityRemaining: 0 });
    const del = await call('DELETE', `/api/hub/batches/${batch.id}/?version=2`, seller);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('BATCH_STEP_NOT_ALLOWED');
    const short = await call('POST', `/api/hub/batches/${batch.id}/receive/`, ops, {
      version: 2,
      quantityReceived: 2,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('BATCH_BELOW_ORDERED');
  });

  it('deletes a planned batch nothing was ordered from', async () => {
    const batch = await planned(await newProduct('Jowar Roti Flour'));
    const res = await call('DELETE', `/api/hub/batches/${batch.id}/?version=1`, seller);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db().select().from(stockBatches).where(eq(stockBatches.id, batch.id));
    expect(rows).toEqual([]);
    const history = await call('GET', `/api/hub/history/batch/${batch.id}/`, ops);
    // The batch is gone; its history is not, but it has no owner left to check against.
    expect(history.statusCode).toBe(404);
  });
});

describe('receiving and the quality check', () => {
  it('puts a batch on sale only once approved, with what was received', async () => {
    const productId = await newProduct('Proso Millet Dosa Mix');
    const batch = await planned(productId, 10);
    expect((await shopCard(productId)).quantityAvailable).toBe(0);

    const bySeller = await call('POST', `/api/hub/batches/${batch.id}/receive/`, seller, {
      version: 1,
      quantityReceived: 8,
    });
    expect(bySeller.statusCode).toBe(403);

    const received = await call('POST', `/api/hub/batches/${batch.id}/receive/`, ops, {
      version: 1,
      quantityReceived: 8,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'inwarded',
      version: 2,
      quantity: 8,
      plannedQuantity: 10,
      quantityRemaining: 8,
      receivedAt: shop.clock.now().toISOString(),
      receivedBy: { id: ops.user.id, name: 'Ravi Customer' },
    });
    // Received but not checked: not stock in hand, and not a preorder product.
    expect(await shopCard(productId)).toMatchObject({ quantityAvailable: 0, isStockInHand: false });
    expect((await cartLine(productId)).quantityPossible).toBe(0);

    const approved = await call('POST', `/api/hub/batches/${batch.id}/approve/`, ops, {
      version: 2,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      checkedBy: { id: ops.user.id },
    });
    expect(await shopCard(productId)).toMatchObject({ quantityAvailable: 8, isStockInHand: true });
    expect((await cartLine(productId)).quantityPossible).toBe(8);
    const search = await shop.app.inject({
      method: 'GET',
      url: '/api/products/search/?keyword=proso%20millet&pageNum=1',
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().products[0]).toMatchObject({ id: productId, quantityAvailable: 8 });

    const history = await call('GET', `/api/hub/history/batch/${batch.id}/`, seller);
    expect(history.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'approved',
      'received',
      'planned',
    ]);
    expect(history.json().history[1]).toMatchObject({
      before: { status: 'planned', quantity: 10, plannedQuantity: null },
      after: { status: 'inwarded', quantity: 8, plannedQuantity: 10 },
    });
  });

  it('never sells a rejected batch, even for a preorder product, and keeps the reason', async () => {
    const productId = await newProduct('Preorder Millet Cookies', { canSellBeforeStocking: true });
    const batch = await planned(productId, 6);
    expect((await shopCard(productId)).quantityAvailable).toBe(6);
    await call('POST', `/api/hub/batches/${batch.id}/receive/`, ops, {
      version: 1,
      quantityReceived: 6,
    });
    const rejected = await call('POST', `/api/hub/batches/${batch.id}/reject/`, ops, {
      version: 2,
      reason: 'Packets were damp and two had mould.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Packets were damp and two had mould.',
    });
    expect((await shopCard(productId)).quantityAvailable).toBe(0);
    expect((await cartLine(productId)).quantityPossible).toBe(0);
    const again = await call('POST', `/api/hub/batches/${batch.id}/approve/`, ops, { version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'BATCH_STEP_NOT_ALLOWED',
      detail: 'This batch is rejected; it cannot be approved.',
    });
  });
});

describe('best-before', () => {
  it('batches past their best-before stop selling by themselves, recorded under the shop', async () => {
    const productId = await newProduct('Fresh Idli Batter Tub');
    const batch = await planned(productId, 5);
    await call('PATCH', `/api/hub/batches/${batch.id}/`, seller, {
      version: 1,
      bestBefore: '2026-11-21',
    });
    await call('POST', `/api/hub/batches/${batch.id}/receive/`, ops, {
      version: 2,
      quantityReceived: 5,
    });
    await call('POST', `/api/hub/batches/${batch.id}/approve/`, ops, { version: 3 });
    expect((await shopCard(productId)).quantityAvailable).toBe(5);

    // On its best-before day it still sells.
    expect(await expireDueBatches(db(), new Date(shop.clock.now().getTime() + DAY))).toBe(0);
    // The day after, it does not.
    const dayAfter = new Date(shop.clock.now().getTime() + 2 * DAY);
    expect(await expireDueBatches(db(), dayAfter)).toBeGreaterThanOrEqual(1);
    expect(await expireDueBatches(db(), dayAfter)).toBe(0);
    expect((await shopCard(productId)).quantityAvailable).toBe(0);
    const history = await call('GET', `/api/hub/history/batch/${batch.id}/`, ops);
    expect(history.json().history[0]).toMatchObject({
      action: 'expired',
      actor: { id: null, name: 'Makers Pantry', role: 'system' },
      before: { status: 'approved' },
      after: { status: 'expired' },
    });
  });
});
