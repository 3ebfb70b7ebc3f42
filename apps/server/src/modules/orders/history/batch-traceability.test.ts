import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productDetailSchema, type BatchDates } from '@makers-pantry/domain/catalog';
import { orderDetailSchema, type OrderDetail } from '@makers-pantry/domain/order-history';
import { stockBatches } from '../../../db/schema/catalog';
import { orders } from '../../../db/schema/orders';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { approveBatch, expireBatches, receiveBatch } from '../../catalog/service';

/**
 * Issue 25, traceability: the product page names the best-before (and packed-on) of the batch the
 * next order would take, and the order detail those of the batches a line was sent from. Both
 * read the order path's one rule (catalog/batch-order.ts), so the page and the order agree.
 */

let shop: TestShop;
let kit: CheckoutShop;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  asha = await checkoutCustomer(shop);
  // The batter's later batch says when it was packed; the earlier one does not.
  const [later] = kit.batches.filter((b) => b.productId === kit.product['Ragi Dosa Batter']);
  await shop.database.db
    .update(stockBatches)
    .set({ packedOn: '2026-11-19' })
    .where(eq(stockBatches.id, later!.id));
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;

async function productPage(productId: number) {
  const res = await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/` });
  expect(res.statusCode, res.body).toBe(200);
  return productDetailSchema.parse(res.json());
}
const nextBatch = async (productId: number): Promise<BatchDates | null> =>
  (await productPage(productId)).nextBatch;

async function orderDetail(orderId: number): Promise<OrderDetail> {
  const res = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/`,
    headers: asha.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderDetailSchema.parse(res.json());
}

async function placeOrder(items: [number, number][]) {
  const res = await postOrder(
    shop,
    asha.headers,
    orderBody(asha.addressId, [{ slot: kit.slots.evening, items }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  const paymentId = res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId;
  const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId));
  return order!.id;
}

describe('traceability: the batch a customer gets', () => {
  it('the product page names the earliest best-before on the shelf; the order shows the batches it was sent from', async () => {
    const batter = kit.product['Ragi Dosa Batter']!;
    expect(await nextBatch(batter)).toEqual({ bestBefore: '2026-11-23', packedOn: null });

    // 4 units: the 3 of the earlier best-before, then 1 of the later one.
    const orderId = await placeOrder([[batter, 4]]);
    const [line] = (await orderDetail(orderId)).items;
    expect(line!.batches).toEqual([
      { bestBefore: '2026-11-23', packedOn: null, quantity: 3 },
      { bestBefore: '2026-11-28', packedOn: '2026-11-19', quantity: 1 },
    ]);
    // The next order can only take the later batch now, and the page says so.
    const page = await productPage(batter);
    expect(page.quantityAvailable).toBe(4);
    expect(page.nextBatch).toEqual({ bestBefore: '2026-11-28', packedOn: '2026-11-19' });

    // A cancel puts the units back: nothing was sent, and the earlier batch is next again.
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/cancel-v2/${orderId}/`,
      headers: asha.headers,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderDetail(orderId)).items[0]!.batches).toEqual([]);
    expect(await nextBatch(batter)).toEqual({ bestBefore: '2026-11-23', packedOn: null });
  });

  it('an approved batch with an earlier best-before becomes the next one as soon as it is stock; an expired one stops being it', async () => {
    const oil = kit.product['Groundnut Oil']!;
    // The oil on the shelf has no best-before: a page says nothing of dates it does not know.
    expect(await nextBatch(oil)).toEqual({ bestBefore: null, packedOn: null });

    const now = shop.clock.now();
    const [planned] = await db()
      .insert(stockBatches)
      .values({
        productId: oil,
        status: 'planned',
        quantity: 10,
        quantityRemaining: 10,
        bestBefore: '2026-11-22',
        packedOn: '2026-11-18',
        expectedAt: now,
      })
      .returning();
    // Planned and received batches are not on the shelf: the oil is not sold before stocking.
    expect(await nextBatch(oil)).toEqual({ bestBefore: null, packedOn: null });
    await db().transaction(async (tx) => {
      const received = await receiveBatch(
        tx,
        planned!.id,
        { version: 1, quantityReceived: 10 },
        asha.user.id,
        now,
      );
      await approveBatch(tx, planned!.id, received.after!.version, asha.user.id, now);
    });
    expect(await nextBatch(oil)).toEqual({ bestBefore: '2026-11-22', packedOn: '2026-11-18' });

    // The day after its best-before the batch expires and the next order takes the other one.
    const expired = await db().transaction((tx) =>
      expireBatches(tx, new Date('2026-11-23T04:30:00.000Z')),
    );
    expect(expired.map((change) => change.after!.id)).toContain(planned!.id);
    expect(await nextBatch(oil)).toEqual({ bestBefore: null, packedOn: null });
  });

  it('a preorder names the batch on its way; a product that cannot be bought names none', async () => {
    const pickle = kit.product['Mango Pickle']!;
    await db()
      .update(stockBatches)
      .set({ bestBefore: '2026-12-15' })
      .where(eq(stockBatches.productId, pickle));
    expect(await nextBatch(pickle)).toEqual({ bestBefore: '2026-12-15', packedOn: null });
    // Nothing left of the jaggery: no next order, no batch.
    const jaggery = kit.product['Last Jaggery']!;
    await db()
      .update(stockBatches)
      .set({ quantityRemaining: 0 })
      .where(eq(stockBatches.productId, jaggery));
    const page = await productPage(jaggery);
    expect(page.quantityAvailable).toBe(0);
    expect(page.nextBatch).toBeNull();
  });
});
