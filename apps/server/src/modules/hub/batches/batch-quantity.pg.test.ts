import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers, products, stockBatches } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { openTestShop, type TestShop } from '../../../test/harness';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';

/**
 * The quantity guard under real concurrency (PostgreSQL only: PGlite's transactions never
 * overlap). A maker cuts a planned batch while 100 customers preorder from it at once: whatever
 * the interleaving, no order is undone and the batch never holds less than its orders took.
 */
let shop: TestShop;
let kit: CheckoutShop;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
}, 60_000);
afterAll(async () => shop.close());

describe('the batch quantity guard (PostgreSQL)', () => {
  it('100 buyers and a maker cutting the batch to 60: sold never exceeds the batch', async () => {
    const db = shop.database.db;
    const seller = await createTestLogin(db, { roles: ['seller'] }, shop.clock.now());
    await db.update(makers).set({ userId: seller.user.id }).where(eq(makers.id, kit.makers.amma));
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, kit.product['Mango Pickle']!));
    const [preorder] = await db
      .insert(products)
      .values({ ...product!, id: undefined, name: 'Preorder Lime Pickle', version: 1 })
      .returning({ id: products.id });
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/hub/batches/',
      headers: seller.headers,
      payload: {
        productId: preorder!.id,
        quantity: 100,
        expectedAt: new Date(shop.clock.now().getTime() + 48 * 3_600_000).toISOString(),
        bestBefore: '2027-01-31',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const batchId = created.json<{ id: number }>().id;

    const buyers: Awaited<ReturnType<typeof checkoutCustomer>>[] = [];
    for (let i = 0; i < 100; i += 20)
      buyers.push(...(await Promise.all(Array.from({ length: 20 }, () => checkoutCustomer(shop)))));

    const buy = (buyer: (typeof buyers)[number]) =>
      postOrder(
        shop,
        buyer.headers,
        orderBody(buyer.addressId, [{ slot: kit.slots.later, items: [[preorder!.id, 1]] }]),
      );
    const cut = () =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/hub/batches/${batchId}/`,
        headers: seller.headers,
        payload: { version: 1, quantity: 60 },
      });
    // The cut lands somewhere among the buyers.
    const answers = await Promise.all([
      ...buyers.slice(0, 50).map(buy),
      cut(),
      ...buyers.slice(50).map(buy),
    ]);
    const cutAnswer = answers[50]!;
    const orders = answers.filter((_, i) => i !== 50);
    const placed = orders.filter((res) => res.statusCode === 201).length;
    const outOfStock = orders.filter(
      (res) => res.json<{ code?: string }>().code === 'OUT_OF_STOCK',
    );
    expect(placed + outOfStock.length).toBe(100);

    const [batch] = await db.select().from(stockBatches).where(eq(stockBatches.id, batchId));
    const { rows } = await db.execute<{ sold: number }>(
      sql`SELECT coalesce(sum(quantity), 0)::int AS sold FROM order_item_batches WHERE batch_id = ${batchId}`,
    );
    const sold = rows[0]!.sold;
    expect(sold).toBe(placed);
    expect(batch!.quantity - batch!.quantityRemaining).toBe(sold);
    expect(batch!.quantityRemaining).toBeGreaterThanOrEqual(0);
    if (cutAnswer.statusCode === 200) {
      // The cut came first or early enough: the batch holds 60 and no more than 60 were sold.
      expect(batch!.quantity).toBe(60);
      expect(placed).toBeLessThanOrEqual(60);
    } else {
      // More than 60 had been taken when it arrived: refused, the batch and its orders kept.
      expect(cutAnswer.statusCode).toBe(409);
      expect(cutAnswer.json<{ code: string }>().code).toBe('BATCH_BELOW_ORDERED');
      expect(batch!.quantity).toBe(100);
    }

    // Now cut below what was sold, with every buyer done: always refused.
    const [now] = await db.select().from(stockBatches).where(eq(stockBatches.id, batchId));
    if (sold > 1) {
      const below = await shop.app.inject({
        method: 'PATCH',
        url: `/api/hub/batches/${batchId}/`,
        headers: seller.headers,
        payload: { version: now!.version, quantity: sold - 1 },
      });
      expect(below.statusCode).toBe(409);
      expect(below.json<{ code: string }>().code).toBe('BATCH_BELOW_ORDERED');
    }
  }, 180_000);
});
