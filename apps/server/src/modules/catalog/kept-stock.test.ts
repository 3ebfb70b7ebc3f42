import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { productStock, stockBatches } from '../../db/schema/catalog';
import { deliverySlots } from '../../db/schema/delivery';
import { orders } from '../../db/schema/orders';
import { createTestLogin } from '../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  postOrder,
  slotAt,
  sweepExpiredHolds,
} from '../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../test/fake-payment-gateway';
import { caller, openTestShop, type TestShop } from '../../test/harness';
import { expectKeptStockTrue, stockTwoWays } from '../../test/kept-stock';
import { expireBatches } from './batches';
import { lowStock } from './low-stock';

/**
 * The kept stock figure (decision 051) never drifts from the batches: every kind of stock change,
 * each through the path the shop takes it by (an order placed, cancelled, its payment hold lapsed;
 * the hub's plan, correction, receipt, approval, rejection and delete; the expiry job), and after
 * each the kept figure equals the one summed from the batches, and the shop sells by it.
 */
let shop: TestShop;
let kit: CheckoutShop;
let ops: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({
    env: { CATALOGUE_CACHE_SECONDS: '0' },
    payments: new FakePaymentGateway(),
  });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);
/** The expiry job's stock step (the hub adds its audit rows around it). */
const expireDue = () =>
  db().transaction(async (tx) => (await expireBatches(tx, shop.clock.now())).length);

async function kept(productId: number) {
  const [row] = await db().select().from(productStock).where(eq(productStock.productId, productId));
  return { inHand: row?.inHand ?? 0, awaited: row?.awaited ?? 0 };
}

/** What a shopper is told can be bought of a product (the public product page). */
async function onSaleUnits(productId: number) {
  const res = await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ quantityAvailable: number }>().quantityAvailable;
}

describe('the kept stock figure', () => {
  it('follows every kind of stock change, and the shop sells by it', async () => {
    await expectKeptStockTrue(db());
    const batter = kit.product['Ragi Dosa Batter']!;
    const curd = kit.product['Thick Curd']!;
    const pickle = kit.product['Mango Pickle']!;
    expect(await kept(batter)).toEqual({ inHand: 8, awaited: 0 });
    expect(await kept(pickle)).toEqual({ inHand: 0, awaited: 30 });

    // A sale (pay on delivery), across both batches of batter, and a preorder from a plan.
    const customer = await checkoutCustomer(shop);
    const sale = await postOrder(
      shop,
      customer.headers,
      orderBody(customer.addressId, [
        {
          slot: kit.slots.later,
          items: [
            [batter, 4],
            [pickle, 2],
          ],
        },
      ]),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await kept(batter)).toEqual({ inHand: 4, awaited: 0 });
    expect(await kept(pickle)).toEqual({ inHand: 0, awaited: 28 });
    expect(await onSaleUnits(batter)).toBe(4);
    await expectKeptStockTrue(db());

    // A cancel gives the units back to the batches they came from.
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentId, sale.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId));
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/cancel-v2/${order!.id}/`,
      headers: customer.headers,
      payload: { reason: 'Bought it at the market' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await kept(batter)).toEqual({ inHand: 8, awaited: 0 });
    expect(await kept(pickle)).toEqual({ inHand: 0, awaited: 30 });
    await expectKeptStockTrue(db());

    // An online order holds its units until its payment lapses; the hold sweeper gives them back.
    const held = await postOrder(
      shop,
      customer.headers,
      orderBody(customer.addressId, [{ slot: kit.slots.later, items: [[curd, 7]] }], {
        paymentMethod: PAYMENT_METHOD.ONLINE,
      }),
    );
    expect(held.statusCode, held.body).toBe(201);
    expect(await kept(curd)).toEqual({ inHand: 493, awaited: 0 });
    shop.clock.advance(16 * 60_000);
    expect(await sweepExpiredHolds(db(), shop.clock.now())).toBeGreaterThan(0);
    expect(await kept(curd)).toEqual({ inHand: 500, awaited: 0 });
    await expectKeptStockTrue(db());

    // The hub: a plan, its correction, a short receipt, the approval; a second plan received and
    // rejected; a third deleted.
    const plan = async (quantity: number, bestBefore = '2026-12-20') => {
      const res = await call('POST', '/api/hub/batches/', ops, {
        productId: batter,
        quantity,
        expectedAt: '2026-11-22T09:00:00+05:30',
        bestBefore,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number; version: number }>();
    };
    const step = async (method: 'POST' | 'PATCH', url: string, body: object) => {
      const res = await call(method, url, ops, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number; version: number }>();
    };
    const first = await plan(20);
    expect(await kept(batter)).toEqual({ inHand: 8, awaited: 20 });
    const corrected = await step('PATCH', `/api/hub/batches/${first.id}/`, {
      version: first.version,
      quantity: 24,
    });
    expect(await kept(batter)).toEqual({ inHand: 8, awaited: 24 });
    const received = await step('POST', `/api/hub/batches/${first.id}/receive/`, {
      version: corrected.version,
      quantityReceived: 22,
    });
    expect(await kept(batter)).toEqual({ inHand: 8, awaited: 22 });
    await step('POST', `/api/hub/batches/${first.id}/approve/`, { version: received.version });
    expect(await kept(batter)).toEqual({ inHand: 30, awaited: 0 });
    expect(await onSaleUnits(batter)).toBe(30);
    await expectKeptStockTrue(db());

    const second = await plan(9);
    const secondIn = await step('POST', `/api/hub/batches/${second.id}/receive/`, {
      version: second.version,
      quantityReceived: 9,
    });
    await step('POST', `/api/hub/batches/${second.id}/reject/`, {
      version: secondIn.version,
      reason: 'Sour on arrival.',
    });
    const third = await plan(5);
    expect(await kept(batter)).toEqual({ inHand: 30, awaited: 5 });
    const deleted = await call(
      'DELETE',
      `/api/hub/batches/${third.id}/?version=${third.version}`,
      ops,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await kept(batter)).toEqual({ inHand: 30, awaited: 0 });
    await expectKeptStockTrue(db());

    // Expiry: the batch of 3 (best before 23 November) stops selling once that day has passed.
    const [soonest] = await db()
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.bestBefore, '2026-11-23'));
    const left = soonest!.quantityRemaining;
    shop.clock.advance(4 * 86_400_000);
    expect(await expireDue()).toBeGreaterThan(0);
    expect(await kept(batter)).toEqual({ inHand: 30 - left, awaited: 0 });
    await expectKeptStockTrue(db());
  });

  it("keeps Today's count of products running low as figures cross its edges", async () => {
    const pickle = kit.product['Mango Pickle']!;
    const ghee = kit.product['A2 Cow Ghee']!;
    const low = async () => (await lowStock(db())).count;
    const before = await low();
    expect(await kept(pickle)).toEqual({ inHand: 0, awaited: 30 });

    // Five jars received and approved: the pickle, none on the shelf before, now runs low.
    const planned = await call('POST', '/api/hub/batches/', ops, {
      productId: pickle,
      quantity: 5,
      expectedAt: '2026-11-26T09:00:00+05:30',
      bestBefore: '2027-06-30',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const batch = planned.json<{ id: number; version: number }>();
    const received = await call('POST', `/api/hub/batches/${batch.id}/receive/`, ops, {
      version: batch.version,
      quantityReceived: 5,
    });
    expect(received.statusCode, received.body).toBe(200);
    const approved = await call('POST', `/api/hub/batches/${batch.id}/approve/`, ops, {
      version: received.json<{ version: number }>().version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await kept(pickle)).toEqual({ inHand: 5, awaited: 30 });
    expect(await low()).toBe(before + 1);
    await expectKeptStockTrue(db());

    // A sale of the five empties the shelf: a product with none left is not running low. (The
    // clock has passed the kit's slots: a slot a week after its first day.)
    const [slot] = await db()
      .insert(deliverySlots)
      .values(slotAt(7, 17, 20))
      .returning({ id: deliverySlots.id });
    const customer = await checkoutCustomer(shop);
    const sale = await postOrder(
      shop,
      customer.headers,
      orderBody(customer.addressId, [{ slot: slot!.id, items: [[pickle, 5]] }]),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await kept(pickle)).toEqual({ inHand: 0, awaited: 30 });
    expect(await low()).toBe(before);
    await expectKeptStockTrue(db());

    // Emptying the batches (the demo seed's reset) empties the figures and the count with them.
    expect(await kept(ghee)).toEqual({ inHand: 5, awaited: 0 });
    expect(before).toBeGreaterThan(0);
    await db().execute(sql`TRUNCATE stock_batches CASCADE`);
    expect(await low()).toBe(0);
    const { keptLow, derivedLow } = await stockTwoWays(db());
    expect([keptLow, derivedLow]).toEqual([0, 0]);
  });
});
