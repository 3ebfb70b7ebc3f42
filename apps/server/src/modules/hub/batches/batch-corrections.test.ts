import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { products } from '../../../db/schema/catalog';
import { orderEvents } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, fillSearchWords, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { expectKeptStockTrue } from '../../../test/kept-stock';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let ops: Login;
let customer: Login;
let otherCustomer: Login;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  customer = await createTestLogin(db, { firstName: 'Asha' }, now);
  otherCustomer = await createTestLogin(db, { firstName: 'Bhanu' }, now);
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);

async function newProduct(name: string) {
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
    })
    .returning({ id: products.id });
  await fillSearchWords(db());
  return row!.id;
}

/** A batch of `quantity` on the shelf (planned, received, approved): its id and version. */
async function onShelf(productId: number, quantity: number) {
  const planned = await call('POST', '/api/hub/batches/', ops, {
    productId,
    quantity,
    expectedAt: '2026-11-20T09:00:00+05:30',
    bestBefore: '2026-12-20',
  });
  expect(planned.statusCode, planned.body).toBe(201);
  const id = planned.json<{ id: number }>().id;
  await call('POST', `/api/hub/batches/${id}/receive/`, ops, {
    version: 1,
    quantityReceived: quantity,
  });
  const approved = await call('POST', `/api/hub/batches/${id}/approve/`, ops, { version: 2 });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, version: 3 };
}

const shopStock = async (productId: number) => {
  const res = await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/` });
  return res.json<{ quantityAvailable: number }>().quantityAvailable;
};

const order = (
  productId: number,
  quantity: number,
  who = customer,
  status: number = ORDER_STATUS.CONFIRMED,
) =>
  placeTestOrder(db(), {
    userId: who.user.id,
    placedAt: shop.clock.now(),
    status,
    lines: [{ productId, quantity, slotId: catalogue.slots.dayAfterMorning }],
  });

describe("correcting an approved batch's count", () => {
  it('adds units found and takes damaged ones off, with the reason audited and the stock following', async () => {
    const productId = await newProduct('Foxtail Dosa Mix');
    const batch = await onShelf(productId, 10);
    const found = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, ops, {
      version: batch.version,
      reason: 'found',
      units: 2,
      note: 'Two packs behind the rack',
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ quantity: 12, quantityRemaining: 12, version: 4 });
    expect(await shopStock(productId)).toBe(12);

    const damaged = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, ops, {
      version: 4,
      reason: 'damaged',
      units: 3,
    });
    expect(damaged.json()).toMatchObject({ quantity: 9, quantityRemaining: 9, status: 'approved' });
    expect(await shopStock(productId)).toBe(9);
    await expectKeptStockTrue(db());

    const history = await call('GET', `/api/hub/history/batch/${batch.id}/`, ops);
    expect(history.json().history.slice(0, 2)).toMatchObject([
      {
        action: 'count corrected: damaged',
        after: { reason: 'Damaged', units: -3, quantityRemaining: 9 },
      },
      {
        action: 'count corrected: found',
        after: { reason: 'Found: Two packs behind the rack', units: 2, quantityRemaining: 12 },
      },
    ]);
  });

  it('refuses to take off more than is left after orders, a stale version, and sellers', async () => {
    const productId = await newProduct('Little Millet Upma Mix');
    const batch = await onShelf(productId, 6);
    await order(productId, 4);
    const tooMany = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, ops, {
      version: batch.version,
      reason: 'expired_early',
      units: 3,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'BATCH_BELOW_ORDERED',
      detail:
        'Orders have already taken 4 units of this batch and 2 are left, so no more than 2 can come off its count (you asked for 3).',
    });
    const stale = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, ops, {
      version: batch.version - 1,
      reason: 'damaged',
      units: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const bySeller = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, seller, {
      version: batch.version,
      reason: 'found',
      units: 1,
    });
    expect(bySeller.statusCode).toBe(403);
    const bad = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, ops, {
      version: batch.version,
      reason: 'stolen',
      units: 0,
    });
    expect(bad.statusCode).toBe(400);
    const all = await call('POST', `/api/hub/batches/${batch.id}/corrections/`, ops, {
      version: batch.version,
      reason: 'damaged',
      units: 2,
    });
    expect(all.json()).toMatchObject({ quantity: 4, quantityOrdered: 4, quantityRemaining: 0 });
    expect(await shopStock(productId)).toBe(0);
    await expectKeptStockTrue(db());
  });

  it('corrects only an approved batch', async () => {
    const productId = await newProduct('Barnyard Idli Mix');
    const planned = await call('POST', '/api/hub/batches/', ops, {
      productId,
      quantity: 5,
      expectedAt: '2026-11-20T09:00:00+05:30',
      bestBefore: '2026-12-20',
    });
    const res = await call('POST', `/api/hub/batches/${planned.json().id}/corrections/`, ops, {
      version: 1,
      reason: 'found',
      units: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This batch is planned; it cannot be corrected.');
  });
});

describe('writing a batch off', () => {
  it('stops the rest of the batch selling, keeps its count and the reason', async () => {
    const productId = await newProduct('Proso Millet Pongal Mix');
    const batch = await onShelf(productId, 8);
    await order(productId, 3);
    expect(await shopStock(productId)).toBe(5);
    const res = await call('POST', `/api/hub/batches/${batch.id}/write-off/`, ops, {
      version: batch.version,
      reason: 'expired_early',
      note: 'Mould in the jars',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'written_off',
      quantity: 8,
      quantityOrdered: 3,
      stopReason: 'Expired early: Mould in the jars',
      stoppedAt: shop.clock.now().toISOString(),
    });
    expect(await shopStock(productId)).toBe(0);
    await expectKeptStockTrue(db());
    const again = await call('POST', `/api/hub/batches/${batch.id}/write-off/`, ops, {
      version: 4,
      reason: 'damaged',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This batch is written off; it cannot be written off.');
    const history = await call('GET', `/api/hub/history/batch/${batch.id}/`, ops);
    expect(history.json().history[0]).toMatchObject({
      action: 'written off',
      before: { status: 'approved' },
      after: { status: 'written_off', unitsWrittenOff: 5 },
    });
  });
});

describe('recalling a batch', () => {
  it('stops it at once, lists every order and customer that has it, and notes each order', async () => {
    const productId = await newProduct('Kodo Millet Rava');
    const batch = await onShelf(productId, 20);
    const delivered = await order(productId, 2, customer, ORDER_STATUS.DELIVERED);
    const waiting = await order(productId, 1, otherCustomer, ORDER_STATUS.PACKED);
    const cancelled = await order(productId, 1, otherCustomer, ORDER_STATUS.CANCELLED);
    expect(await shopStock(productId)).toBeGreaterThan(0);

    const listed = await call('GET', `/api/hub/batches/${batch.id}/orders/`, ops);
    expect(listed.json().orders.map((o: { orderId: number }) => o.orderId)).not.toContain(
      cancelled.orderIds[0],
    );

    const res = await call('POST', `/api/hub/batches/${batch.id}/recall/`, ops, {
      version: batch.version,
      reason: 'Insects in the pack (ticket)',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.batch).toMatchObject({
      status: 'recalled',
      stopReason: 'Insects in the pack (ticket)',
    });
    expect(body.detail).toBe(
      `Batch ${batch.id} is recalled. 2 orders of 2 customers had it; each has a note to call them.`,
    );
    expect(body.orders).toMatchObject([
      {
        orderId: delivered.orderIds[0],
        units: 2,
        isDelivered: true,
        status: ORDER_STATUS.DELIVERED,
      },
      { orderId: waiting.orderIds[0], units: 1, isDelivered: false, status: ORDER_STATUS.PACKED },
    ]);
    expect(body.orders[0].number).toMatch(/^#\d+$/);
    expect(body.orders[0].customer.name).not.toBe('');
    expect(await shopStock(productId)).toBe(0);
    await expectKeptStockTrue(db());

    const notes = await db()
      .select({ note: orderEvents.note, isForCustomer: orderEvents.isForCustomer })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, delivered.orderIds[0]!));
    expect(notes.at(-1)).toEqual({
      note: `Batch ${batch.id} was recalled (Insects in the pack (ticket)). Call the customer: ask them not to use it, and offer a replacement or credit.`,
      isForCustomer: false,
    });
    const page = await call('GET', `/api/hub/orders/${waiting.orderIds[0]}/`, ops);
    expect(page.json().events.at(-1).note).toContain('Do not send its units');
    const orderHistory = await call('GET', `/api/hub/history/order/${waiting.orderIds[0]}/`, ops);
    expect(orderHistory.json().history[0]).toMatchObject({ action: 'note added' });
    const batchHistory = await call('GET', `/api/hub/history/batch/${batch.id}/`, ops);
    expect(batchHistory.json().history[0]).toMatchObject({
      action: 'recalled',
      after: {
        status: 'recalled',
        orders: [`#${delivered.paymentId}`, `#${waiting.paymentId}`],
      },
    });

    const twice = await call('POST', `/api/hub/batches/${batch.id}/recall/`, ops, {
      version: body.batch.version,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const stale = await call('POST', `/api/hub/batches/${batch.id}/recall/`, ops, {
      version: batch.version,
      reason: 'Again',
    });
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('recalls a written-off batch too, and refuses sellers and a short reason', async () => {
    const productId = await newProduct('Samai Rice');
    const batch = await onShelf(productId, 4);
    const off = await call('POST', `/api/hub/batches/${batch.id}/write-off/`, ops, {
      version: batch.version,
      reason: 'damaged',
    });
    const short = await call('POST', `/api/hub/batches/${batch.id}/recall/`, ops, {
      version: off.json().version,
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    const bySeller = await call('POST', `/api/hub/batches/${batch.id}/recall/`, seller, {
      version: off.json().version,
      reason: 'Insects',
    });
    expect(bySeller.statusCode).toBe(403);
    const res = await call('POST', `/api/hub/batches/${batch.id}/recall/`, ops, {
      version: off.json().version,
      reason: 'Insects',
    });
    expect(res.json()).toMatchObject({
      batch: { status: 'recalled' },
      orders: [],
      detail: `Batch ${batch.id} is recalled. No order has any of it.`,
    });
  });
});
