import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { productStock } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { createTestLogin } from '../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  postOrder,
} from '../../test/checkout-test-kit';
import { caller, openTestShop, type TestShop } from '../../test/harness';
import { expectKeptStockTrue } from '../../test/kept-stock';
import { expireBatches } from './batches';

/**
 * The kept stock figure under real concurrency (decision 051): many buyers, cancels, the hub's
 * steps and the expiry job at once. Only PostgreSQL can show this: PGlite has one connection.
 * Afterwards the kept figure equals the one summed from the batches, and nothing was oversold.
 */
let shop: TestShop;
let kit: CheckoutShop;
let ops: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
}, 60_000);
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);
/** The expiry job's stock step (the hub adds its audit rows around it). */
const expireDue = () =>
  db().transaction(async (tx) => (await expireBatches(tx, shop.clock.now())).length);
type Customer = Awaited<ReturnType<typeof checkoutCustomer>>;

async function customers(count: number): Promise<Customer[]> {
  const made: Customer[] = [];
  for (let i = 0; i < count; i += 20)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, () => checkoutCustomer(shop)),
      )),
    );
  return made;
}

async function inHand(productId: number) {
  const [row] = await db().select().from(productStock).where(eq(productStock.productId, productId));
  return row?.inHand ?? 0;
}

/** Units of a product in live orders (not cancelled, not failed). */
async function soldOf(productId: number) {
  const { rows } = await db().execute<{ sold: number }>(sql`
    SELECT coalesce(sum(i.quantity), 0)::int AS sold FROM order_items AS i
    JOIN orders AS o ON o.id = i.order_id
    WHERE i.product_id = ${productId}
      AND o.status NOT IN (${ORDER_STATUS.PAYMENT_FAILED}, ${ORDER_STATUS.CANCELLED})`);
  return rows[0]!.sold;
}

describe('the kept stock figure under many buyers at once (PostgreSQL)', () => {
  it('150 buyers of two products, a batch approved and batches expiring meanwhile: the figure stays true, nothing oversold', async () => {
    const jaggery = kit.product['Last Jaggery']!;
    const batter = kit.product['Ragi Dosa Batter']!;
    const batterBefore = await inHand(batter);
    expect(await inHand(jaggery)).toBe(5);
    const planned = await call('POST', '/api/hub/batches/', ops, {
      productId: batter,
      quantity: 40,
      expectedAt: '2026-11-20T12:00:00+05:30',
      bestBefore: '2026-12-20',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const batch = planned.json<{ id: number; version: number }>();
    const received = await call('POST', `/api/hub/batches/${batch.id}/receive/`, ops, {
      version: batch.version,
      quantityReceived: 40,
    });
    expect(received.statusCode, received.body).toBe(200);

    const buyers = await customers(150);
    const [answers, approved] = await Promise.all([
      Promise.all(
        buyers.map((buyer) =>
          postOrder(
            shop,
            buyer.headers,
            orderBody(buyer.addressId, [
              {
                slot: kit.slots.later,
                items: [
                  [batter, 1],
                  [jaggery, 1],
                ],
              },
            ]),
          ),
        ),
      ),
      call('POST', `/api/hub/batches/${batch.id}/approve/`, ops, {
        version: received.json<{ version: number }>().version,
      }),
      expireDue(),
    ]);
    expect(approved.statusCode, approved.body).toBe(200);
    const placed = answers.filter((res) => res.statusCode === 201).length;
    // Each order takes one jaggery, and there were five.
    expect(placed).toBe(5);
    expect(await soldOf(jaggery)).toBe(5);
    expect(await inHand(jaggery)).toBe(0);
    expect(await inHand(batter)).toBe(batterBefore + 40 - 5);
    await expectKeptStockTrue(db());
  }, 180_000);

  it('cancels and new buyers of one product at once: the figure stays true', async () => {
    const curd = kit.product['Thick Curd']!;
    const first = await customers(20);
    const placedFirst = await Promise.all(
      first.map((buyer) =>
        postOrder(
          shop,
          buyer.headers,
          orderBody(buyer.addressId, [{ slot: kit.slots.later, items: [[curd, 3]] }]),
        ),
      ),
    );
    expect(placedFirst.every((res) => res.statusCode === 201)).toBe(true);
    const paymentIds = placedFirst.map(
      (res) => res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId,
    );
    const firstOrders = await db()
      .select({ id: orders.id, paymentId: orders.paymentId, userId: orders.userId })
      .from(orders)
      .where(inArray(orders.paymentId, paymentIds));
    const headersOf = new Map(first.map((buyer) => [buyer.user.id, buyer.headers]));
    const second = await customers(40);

    const [cancels, buys] = await Promise.all([
      Promise.all(
        firstOrders.map((order) =>
          shop.app.inject({
            method: 'POST',
            url: `/api/orders/cancel-v2/${order.id}/`,
            headers: headersOf.get(order.userId)!,
            payload: { reason: 'Changed my mind' },
          }),
        ),
      ),
      Promise.all(
        second.map((buyer) =>
          postOrder(
            shop,
            buyer.headers,
            orderBody(buyer.addressId, [{ slot: kit.slots.later, items: [[curd, 2]] }]),
          ),
        ),
      ),
    ]);
    expect(cancels.every((res) => res.statusCode === 200)).toBe(true);
    expect(buys.every((res) => res.statusCode === 201)).toBe(true);
    expect(await inHand(curd)).toBe(500 - (await soldOf(curd)));
    await expectKeptStockTrue(db());
  }, 180_000);
});
