import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '@makers-pantry/domain/delivery-time';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { makers, products } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { orderItems } from '../../../db/schema/orders';
import { tickets } from '../../../db/schema/support';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder, roomForOrders, TEST_ADDRESS } from '../../../test/order-fixtures';

/**
 * A maker's day in the hub (issue 38 §11; decision 057): a batch planned for a product waiting
 * for review, a live product's price and files reviewed before they reach the shop, and the
 * maker's own Orders view and tickets, with nobody's contact in them.
 */

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let otherSeller: Login;
let ops: Login;
let asha: Login;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  otherSeller = await createTestLogin(db, { roles: ['seller'], firstName: 'Gopal' }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  asha = await createTestLogin(db, { firstName: 'Asha' }, now);
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

interface Product {
  id: number;
  version: number;
  price: number;
  [field: string]: unknown;
}

const newProduct = () => ({
  name: 'Foxtail Millet Dosa Batter',
  categoryId: catalogue.categories.batters,
  subcategoryId: catalogue.subcategories.dosaBatter,
  price: 120,
  packageSize: 1,
  measurementUnit: 'kg',
  vegIndicator: 'Vegan',
  specialityTag: '',
  ingredients: 'Foxtail millet, urad dal, fenugreek, salt',
  usageInstructions: 'Ferment overnight; make thin dosas on a hot tawa.',
  description: 'Stone-ground foxtail millet batter.',
  allergenInfo: 'None known.',
  storage: 'Refrigerate; use within 4 days.',
  canSellBeforeStocking: false,
  showStock: true,
  replaceable: true,
});

async function draftOfSeller(): Promise<Product> {
  const res = await call('POST', '/api/hub/products/', seller, newProduct());
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<Product>();
  // Photos arrive through the upload pipeline (uploads.test.ts); here they are put in place.
  await db()
    .update(products)
    .set({
      listImage: `/media/products/${id}-list.webp`,
      listImage2: `/media/products/${id}-list2.webp`,
      detailImage: `/media/products/${id}-detail.webp`,
      cartImage: `/media/products/${id}-cart.webp`,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, id));
  return (await call('GET', `/api/hub/products/${id}/`, seller)).json<Product>();
}

async function submittedOfSeller(): Promise<Product> {
  const product = await draftOfSeller();
  const res = await call('POST', `/api/hub/products/${product.id}/submit/`, seller, {
    version: product.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Product>();
}

const tomorrowAt = (hour: number) => {
  const day = new Date(shop.clock.now().getTime() + 86_400_000);
  return new Date(`${istDate(day)}T${String(hour).padStart(2, '0')}:00:00+05:30`).toISOString();
};
const inDays = (days: number) => istDate(new Date(shop.clock.now().getTime() + days * 86_400_000));

describe('a batch planned for a new product', () => {
  it('is taken while the product waits for review, and sells only once both are approved', async () => {
    const product = await submittedOfSeller();
    const listed = await call(
      'GET',
      `/api/hub/batches/creatable-products/${catalogue.makers.amma}/?q=Foxtail`,
      seller,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().creatableProducts).toContainEqual(
      expect.objectContaining({ id: product.id, waitingForReview: true }),
    );

    const planned = await call('POST', '/api/hub/batches/', seller, {
      productId: product.id,
      quantity: 24,
      expectedAt: tomorrowAt(9),
      bestBefore: inDays(5),
    });
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json()).toMatchObject({ status: 'planned', quantity: 24 });
    // Not on sale: the product is not approved.
    expect((await call('GET', `/api/products/${product.id}/`)).statusCode).toBe(404);

    const approved = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Live, with no approved batch yet: sold out until the batch passes its quality check.
    const page = await call('GET', `/api/products/${product.id}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ isStockInHand: false });
  });

  it('is refused for a draft, with a sentence saying to submit it first', async () => {
    const product = await draftOfSeller();
    const refused = await call('POST', '/api/hub/batches/', seller, {
      productId: product.id,
      quantity: 10,
      expectedAt: tomorrowAt(9),
      bestBefore: inDays(5),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PRODUCT_NOT_BATCHABLE',
      detail:
        'This product is neither on sale nor waiting for review (or its maker is suspended), so it cannot take a new batch. Submit it for review first.',
    });
  });
});

describe("a live product's price, photos and lab report", () => {
  async function liveOfSeller(): Promise<Product> {
    const product = await submittedOfSeller();
    const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Product>();
  }

  it('keeps the old price on sale until ops approve the new one', async () => {
    const product = await liveOfSeller();
    const edit = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version,
      price: 125,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      price: 120,
      changePending: true,
      proposedChange: { price: 125, ingredients: null, photo: null, labReport: null },
    });
    expect((await call('GET', `/api/products/${product.id}/`)).json().price).toBe(120);
    const queue = await call('GET', '/api/hub/products/?review=true', ops);
    expect(queue.json().products.map((p: { id: number }) => p.id)).toContain(product.id);

    const approved = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: edit.json().version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ price: 125, proposedChange: null });
    expect((await call('GET', `/api/products/${product.id}/`)).json().price).toBe(125);
    const history = (await call('GET', `/api/hub/history/product/${product.id}/`, seller)).json()
      .history;
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'price change approved', before: { price: 120, proposedPrice: 125 } },
      { action: 'price change proposed', actor: { role: 'seller' } },
    ]);
  });

  it('drops a rejected photo and lab report with the reason; the shop keeps its own', async () => {
    const product = await liveOfSeller();
    const before = (await call('GET', `/api/products/${product.id}/`)).json();
    // What the upload routes set (uploads.test.ts sends real files through them).
    await db()
      .update(products)
      .set({
        proposedMedia: {
          detailImage: '/media/hub/products/new-detail.webp',
          listImage: '/media/hub/products/new-list.webp',
          cartImage: '/media/hub/products/new-cart.webp',
          testReportDocument: '/media/hub/products/new.pdf',
          testReportImage: '/media/hub/products/new-preview.webp',
        },
        proposedAt: shop.clock.now(),
        proposedByUserId: seller.user.id,
        version: sql`${products.version} + 1`,
      })
      .where(eq(products.id, product.id));
    const pending = (await call('GET', `/api/hub/products/${product.id}/`, seller)).json();
    expect(pending).toMatchObject({
      changePending: true,
      detailImage: before.detailImage,
      proposedChange: {
        photo: '/media/hub/products/new-detail.webp',
        labReport: {
          document: '/media/hub/products/new.pdf',
          image: '/media/hub/products/new-preview.webp',
        },
        price: null,
      },
    });
    const seen = await call('POST', `/api/hub/products/${product.id}/reject/`, seller, {
      version: pending.version,
      reason: 'Not mine to review',
    });
    expect(seen.statusCode).toBe(403);
    const rejected = await call('POST', `/api/hub/products/${product.id}/reject/`, ops, {
      version: pending.version,
      reason: 'The photo shows another brand’s jar.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      proposedChange: null,
      changePending: false,
      changeRejectionReason: 'The photo shows another brand’s jar.',
      detailImage: before.detailImage,
    });
    const shown = (await call('GET', `/api/products/${product.id}/`)).json();
    expect(shown).toMatchObject({
      detailImage: before.detailImage,
      testReportDocument: before.testReportDocument,
    });
    const [last] = (await call('GET', `/api/hub/history/product/${product.id}/`, ops)).json()
      .history;
    expect(last).toMatchObject({ action: 'photo and lab report change rejected' });
  });

  it("applies a draft's new price at once: nothing of it is on sale", async () => {
    const product = await draftOfSeller();
    const edit = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version,
      price: 99,
    });
    expect(edit.json()).toMatchObject({ price: 99, proposedChange: null, changePending: false });
  });
});

describe("a maker's Orders view and tickets", () => {
  it('lists what to prepare by day, slot and product, with no customer and no other maker', async () => {
    const now = shop.clock.now();
    const [slot] = await db()
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, catalogue.slots.tomorrowMorning));
    await placeTestOrder(db(), {
      userId: asha.user.id,
      placedAt: now,
      lines: [
        { productId: catalogue.products.curd, quantity: 2, slotId: slot!.id },
        { productId: catalogue.products.ragiBatter, quantity: 1, slotId: slot!.id },
        // Another maker's product in the same checkout: not Amma's to prepare.
        { productId: catalogue.products.groundnutOil, quantity: 3, slotId: slot!.id },
      ],
    });
    await placeTestOrder(db(), {
      userId: asha.user.id,
      placedAt: now,
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: slot!.id }],
    });
    // A cancelled order is not to be prepared.
    await placeTestOrder(db(), {
      userId: asha.user.id,
      placedAt: now,
      status: ORDER_STATUS.CANCELLED,
      lines: [{ productId: catalogue.products.curd, quantity: 5, slotId: slot!.id }],
    });

    const res = await call(
      'GET',
      `/api/hub/makers/${catalogue.makers.amma}/orders/?from=${slot!.date}&days=1`,
      seller,
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.days).toHaveLength(1);
    expect(view.days[0].slots).toEqual([
      {
        id: slot!.id,
        startDatetime: slot!.startAt.toISOString(),
        endDatetime: slot!.endAt.toISOString(),
        type: slot!.type,
        orders: 2,
        products: [
          expect.objectContaining({ name: 'Ragi Dosa Batter', units: 1, orders: 1 }),
          expect.objectContaining({ name: 'Thick Curd', units: 3, orders: 2 }),
        ],
      },
    ]);
    expect(view.days[0].products.map((p: { name: string }) => p.name)).not.toContain(
      'Cold Pressed Groundnut Oil',
    );
    // Nobody's name, address or mobile anywhere in it.
    const text = res.body;
    for (const secret of [asha.user.mobile, 'Asha', TEST_ADDRESS.road, TEST_ADDRESS.doorNum])
      expect(text).not.toContain(secret);

    // The oil maker sees its own oil, and Amma's orders answer it 404.
    const oil = await call(
      'GET',
      `/api/hub/makers/${catalogue.makers.ghani}/orders/?from=${slot!.date}&days=1`,
      otherSeller,
    );
    expect(oil.json().days[0].products).toEqual([
      expect.objectContaining({ name: 'Cold Pressed Groundnut Oil', units: 3 }),
    ]);
    const notYours = await call(
      'GET',
      `/api/hub/makers/${catalogue.makers.amma}/orders/`,
      otherSeller,
    );
    expect(notYours.statusCode).toBe(404);
    // Ops read any maker's.
    expect(
      (await call('GET', `/api/hub/makers/${catalogue.makers.amma}/orders/?days=2`, ops))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a bad day or count with a sentence', async () => {
    const url = `/api/hub/makers/${catalogue.makers.amma}/orders/`;
    const many = await call('GET', `${url}?days=30`, seller);
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toContain('days must be a whole number from 1 to 7.');
    const bad = await call('GET', `${url}?from=tomorrow`, seller);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('from must be a delivery day such as 2026-12-31.');
  });

  it("shows the tickets about its products, without the customer's contact", async () => {
    const placed = await placeTestOrder(db(), {
      userId: asha.user.id,
      placedAt: shop.clock.now(),
      status: ORDER_STATUS.DELIVERED,
      lines: [
        { productId: catalogue.products.idliBatter, quantity: 1, slotId: catalogue.slots.evening },
        { productId: catalogue.products.coconutOil, quantity: 1, slotId: catalogue.slots.evening },
      ],
    });
    const items = await db()
      .select({ id: orderItems.id, productId: orderItems.productId, orderId: orderItems.orderId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, placed.orderIds));
    const idli = items.find((item) => item.productId === catalogue.products.idliBatter)!;
    const oil = items.find((item) => item.productId === catalogue.products.coconutOil)!;
    await db()
      .insert(tickets)
      .values([
        {
          userId: asha.user.id,
          orderId: idli.orderId,
          orderItemId: idli.id,
          type: 'PRODUCT_QUALITY',
          description: 'The batter smelled sour on arrival.',
          quantity: 1,
          isDraft: false,
          confirmedAt: shop.clock.now(),
        },
        {
          userId: asha.user.id,
          orderId: oil.orderId,
          orderItemId: oil.id,
          type: 'PRODUCT_PACKAGING',
          description: 'The oil bottle leaked.',
          isDraft: false,
          confirmedAt: shop.clock.now(),
        },
        {
          userId: asha.user.id,
          orderId: idli.orderId,
          orderItemId: idli.id,
          type: 'PRODUCT_QUALITY',
          description: 'Still writing this one',
          isDraft: true,
        },
      ]);
    const res = await call('GET', `/api/hub/makers/${catalogue.makers.amma}/tickets/`, seller);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res
      .json<{ tickets: { description: string }[] }>()
      .tickets.filter((t) => t.description !== '');
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'PRODUCT_QUALITY',
        typeText: 'Product quality',
        description: 'The batter smelled sour on arrival.',
        product: expect.objectContaining({ id: catalogue.products.idliBatter }),
        status: 'open',
        resolvedAs: null,
      }),
    ]);
    for (const secret of [asha.user.mobile, 'Asha', TEST_ADDRESS.road])
      expect(res.body).not.toContain(secret);
    const notYours = await call(
      'GET',
      `/api/hub/makers/${catalogue.makers.amma}/tickets/`,
      otherSeller,
    );
    expect(notYours.statusCode).toBe(404);
    const resolved = await call(
      'GET',
      `/api/hub/makers/${catalogue.makers.amma}/tickets/?status=resolved`,
      ops,
    );
    expect(resolved.json().tickets).toEqual([]);
    expect(
      await db()
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.userId, asha.user.id), eq(tickets.isDraft, true))),
    ).toHaveLength(1);
  });
});
