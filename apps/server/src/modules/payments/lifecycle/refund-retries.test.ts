import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HubRefundList } from '@makers-pantry/domain/hub-refunds';
import { refunds } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { runJobIfDue } from '../../../jobs';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';
import { paymentOrders } from '../../../test/checkout-test-kit';
import { ATTENTION_AFTER_FAILURES, refundRetryJob, retryDueRefunds } from './refund-sender';

/** Refunds the gateway did not take are asked again without anyone asking, backing off. */
let shop: TestShop;
let catalogue: Catalogue;
const gateway = new FakePaymentGateway();

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
beforeEach(() => {
  gateway.down = false;
});
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));
afterAll(async () => shop.close());

const db = () => shop.database.db;
const MINUTE = 60_000;
const context = () => ({ db: db(), payments: gateway, now: shop.clock.now });

/** An online order cancelled while the gateway is down: its refund is booked, not sent. */
async function refundLeftPending() {
  const { user, headers } = await createTestLogin(db(), {}, shop.clock.now());
  const placed = await placeTestOrder(db(), {
    userId: user.id,
    placedAt: new Date(shop.clock.now().getTime() - 5 * MINUTE),
    lines: [{ productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.evening }],
  });
  const orderId = placed.orderIds[0]!;
  gateway.down = true;
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/orders/cancel-v2/${orderId}/`,
    headers,
    payload: { reason: 'Not needed any more' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId, paymentId: placed.paymentId, key: `order-${orderId}` };
}

async function refundOf(orderId: number) {
  const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
  return row!;
}

const callsFor = (key: string) => gateway.refundCalls.filter((called) => called === key).length;

async function opsList() {
  const ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
  const res = await shop.app.inject({
    method: 'GET',
    url: '/api/hub/refunds/',
    headers: ops.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HubRefundList>().refunds;
}

describe('refunds retried in the background', () => {
  it('goes out by itself once the gateway is back, a minute after the failure', async () => {
    const { orderId, key } = await refundLeftPending();
    expect(await refundOf(orderId)).toMatchObject({ status: 'pending', failedAttempts: 1 });
    gateway.down = false;
    shop.clock.advance(30_000);
    expect(await retryDueRefunds(context(), paymentOrders)).toBe(0);
    expect(callsFor(key)).toBe(1);
    shop.clock.advance(31_000);
    expect(await retryDueRefunds(context(), paymentOrders)).toBe(1);
    const sent = await refundOf(orderId);
    expect(sent.providerRefundId).toMatch(/^rfnd_/);
    expect(sent).toMatchObject({ failureReason: null, needsAttentionAt: null });
    expect(callsFor(key)).toBe(2);
    // Nothing more to do, however often it runs.
    shop.clock.advance(60 * MINUTE);
    await retryDueRefunds(context(), paymentOrders);
    expect(callsFor(key)).toBe(2);
  });

  it('backs off: 1, 2, 4, 8 minutes between tries while the gateway stays down', async () => {
    const { orderId, key } = await refundLeftPending();
    const start = shop.clock.now().getTime();
    const triesBy = async (minutes: number) => {
      shop.clock.current = new Date(start + minutes * MINUTE);
      await retryDueRefunds(context(), paymentOrders);
      return callsFor(key);
    };
    // The cancel's own try was the first.
    expect(await triesBy(0.9)).toBe(1);
    expect(await triesBy(1)).toBe(2);
    expect(await triesBy(2.9)).toBe(2);
    expect(await triesBy(3)).toBe(3);
    expect(await triesBy(6.9)).toBe(3);
    expect(await triesBy(7)).toBe(4);
    expect(await triesBy(14.9)).toBe(4);
    expect(await triesBy(15)).toBe(5);
    expect((await refundOf(orderId)).failedAttempts).toBe(5);
  });

  it(`needs attention after ${ATTENTION_AFTER_FAILURES} failures in a row, shown first to ops`, async () => {
    const { orderId, paymentId } = await refundLeftPending();
    for (let failures = 1; failures < ATTENTION_AFTER_FAILURES; failures++) {
      expect((await refundOf(orderId)).needsAttentionAt).toBeNull();
      shop.clock.advance(60 * MINUTE);
      await retryDueRefunds(context(), paymentOrders);
    }
    const stuck = await refundOf(orderId);
    expect(stuck.failedAttempts).toBe(ATTENTION_AFTER_FAILURES);
    expect(stuck.needsAttentionAt).not.toBeNull();
    const listed = await opsList();
    const flags = listed.map((refund) => refund.needsAttention);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(listed.find((refund) => refund.orderId === orderId)).toMatchObject({
      orderId,
      // The order by the number its customer knows (a one-order checkout: the checkout's).
      order: { id: orderId, number: `#${paymentId}` },
      amount: 90,
      status: 'pending',
      sentToProvider: false,
      failedAttempts: ATTENTION_AFTER_FAILURES,
      lastError: expect.stringContaining('provider down'),
      needsAttention: true,
    });

    // Still retried; once the gateway takes it, it no longer needs anyone.
    gateway.down = false;
    shop.clock.advance(60 * MINUTE);
    expect(await retryDueRefunds(context(), paymentOrders)).toBeGreaterThanOrEqual(1);
    const row = (await opsList()).find((refund) => refund.orderId === orderId);
    expect(row).toMatchObject({ sentToProvider: true, needsAttention: false, lastError: null });
  });

  it('runs as a job of the one runner: once per minute, and not again before', async () => {
    const { orderId } = await refundLeftPending();
    gateway.down = false;
    shop.clock.advance(2 * MINUTE);
    const job = refundRetryJob(context(), paymentOrders);
    expect(await runJobIfDue(db(), job, shop.clock.now())).toBe(true);
    expect(await runJobIfDue(db(), job, shop.clock.now())).toBe(false);
    expect((await refundOf(orderId)).providerRefundId).toMatch(/^rfnd_/);
    shop.clock.advance(MINUTE);
    expect(await runJobIfDue(db(), job, shop.clock.now())).toBe(true);
  });
});
