import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { refunds } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { runJobIfDue, type Job } from '../../../jobs';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';
import { paymentOrders } from '../../../test/checkout-test-kit';
import { retryDueRefunds } from './refund-sender';

/** Two instances retrying refunds, and running jobs, at the same moment on PostgreSQL. */
let shop: TestShop;
let catalogue: Catalogue;
const gateway = new FakePaymentGateway();

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
}, 60_000);
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));
afterAll(async () => shop.close());

const db = () => shop.database.db;
const MINUTE = 60_000;

describe('two instances at once', () => {
  it('send each pending refund once between them', async () => {
    const orderIds: number[] = [];
    gateway.down = true;
    for (let i = 0; i < 12; i++) {
      const { user, headers } = await createTestLogin(db(), {}, shop.clock.now());
      const placed = await placeTestOrder(db(), {
        userId: user.id,
        placedAt: new Date(shop.clock.now().getTime() - 5 * MINUTE),
        lines: [
          { productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening },
        ],
      });
      const res = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/cancel-v2/${placed.orderIds[0]}/`,
        headers,
        payload: { reason: 'Changed my mind' },
      });
      expect(res.statusCode, res.body).toBe(200);
      orderIds.push(placed.orderIds[0]!);
    }
    gateway.down = false;
    shop.clock.advance(2 * MINUTE);
    const before = gateway.refundCalls.length;
    const instance = () => ({ db: db(), payments: gateway, now: shop.clock.now });
    const [first, second] = await Promise.all([
      retryDueRefunds(instance(), paymentOrders),
      retryDueRefunds(instance(), paymentOrders),
    ]);
    expect(first + second).toBe(12);
    const calls = gateway.refundCalls.slice(before);
    expect(calls.toSorted()).toEqual(orderIds.map((id) => `order-${id}`).toSorted());
    const rows = await db().select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(rows.every((row) => row.providerRefundId !== null)).toBe(true);
  });

  it('run a job once between them, and again only when it is next due', async () => {
    let runs = 0;
    const job: Job = {
      name: 'count-runs',
      everyMs: MINUTE,
      run: async () => {
        runs++;
        // Long enough for the other instance to try while this one holds it.
        await db().execute('SELECT pg_sleep(0.2)');
      },
    };
    const now = shop.clock.now();
    const claimed = await Promise.all([
      runJobIfDue(db(), job, now),
      runJobIfDue(db(), job, now),
      runJobIfDue(db(), job, now),
    ]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await runJobIfDue(db(), job, new Date(now.getTime() + 30_000))).toBe(false);
    expect(await runJobIfDue(db(), job, new Date(now.getTime() + MINUTE))).toBe(true);
    expect(runs).toBe(2);
  });
});
