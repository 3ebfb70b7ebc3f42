import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { postWebhook } from '../../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';

let shop: TestShop;
let catalogue: Catalogue;
const gateway = new FakePaymentGateway();

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
const minutesAgo = (minutes: number) => new Date(shop.clock.now().getTime() - minutes * 60_000);

async function placeAndCancel() {
  const { user, headers } = await createTestLogin(db(), {}, shop.clock.now());
  const placed = await placeTestOrder(db(), {
    userId: user.id,
    placedAt: minutesAgo(5),
    lines: [
      { productId: catalogue.products.ragiBatter, quantity: 1, slotId: catalogue.slots.evening },
      { productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.tomorrowMorning },
    ],
  });
  const orderId = placed.orderIds[1]!;
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/orders/cancel-v2/${orderId}/`,
    headers,
    payload: { reason: 'Not needed any more' },
  });
  return { res, orderId, placed, headers };
}

/** The refund as My Orders and the order detail show it to the customer. */
async function refundShown(headers: Record<string, string>, orderId: number) {
  const detail = await shop.app.inject({ method: 'GET', url: `/api/orders/${orderId}/`, headers });
  const history = await shop.app.inject({ method: 'GET', url: '/api/orders/v2/', headers });
  return { detail: detail.json().refund, myOrders: history.json().payments[0].refund };
}

describe('the refund of a cancelled online order', () => {
  it("asks the gateway once for this order's share, keyed by the order, and keeps its answer", async () => {
    const { res, orderId, placed } = await placeAndCancel();
    expect(res.statusCode).toBe(200);
    const asked = gateway.refunds.filter((r) => r.idempotencyKey === `order-${orderId}`);
    expect(asked).toEqual([
      {
        idempotencyKey: `order-${orderId}`,
        amountPaise: 9_000,
        providerPaymentId: placed.payment.providerPaymentId,
        notes: { orderId: String(orderId), paymentId: String(placed.paymentId) },
      },
    ]);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ amountPaise: 9_000, status: 'pending' });
    expect(row!.providerRefundId).toMatch(/^rfnd_/);
  });

  it('tells the customer how much comes back and where it stands, on the detail and My Orders', async () => {
    const { res, orderId, headers } = await placeAndCancel();
    expect(res.json()).toEqual({
      detail: 'Order cancelled. You will receive a full refund of ₹90 in 5-7 business days',
    });
    const pending = { amount: 90, status: 'pending' };
    expect(await refundShown(headers, orderId)).toEqual({ detail: pending, myOrders: pending });
    await db().update(refunds).set({ status: 'processed' }).where(eq(refunds.orderId, orderId));
    const processed = { amount: 90, status: 'processed' };
    expect(await refundShown(headers, orderId)).toEqual({ detail: processed, myOrders: processed });
  });

  it('stays pending with the reason when the gateway is down, and goes out on the retry', async () => {
    gateway.down = true;
    const { res, orderId } = await placeAndCancel();
    gateway.down = false;
    // The customer's cancel stands: the refund is the shop's to finish.
    expect(res.statusCode).toBe(200);
    const [pending] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(pending!.failureReason).toContain('provider down');

    shop.clock.advance(60_000);
    const ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
    const retry = await shop.app.inject({
      method: 'POST',
      url: '/api/hub/refunds/retry/',
      headers: ops.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().sent).toBeGreaterThanOrEqual(1);
    const [sent] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(sent!.providerRefundId).toMatch(/^rfnd_/);
    expect(sent!.failureReason).toBeNull();
  });

  it('is settled by a refund webhook that outran the answer to the refund call', async () => {
    // The gateway refunded, but its answer (with the refund's id) was never stored: here the call
    // failed on our side, as when the webhook arrives before the answer is written.
    gateway.down = true;
    const { orderId, placed } = await placeAndCancel();
    gateway.down = false;
    const refundWebhook = (paymentId: string, id: string) => {
      const body = JSON.stringify({
        event: 'refund.processed',
        created_at: 1,
        payload: {
          refund: {
            entity: {
              id,
              payment_id: paymentId,
              amount: 9_000,
              status: 'processed',
              notes: { orderId: String(orderId), paymentId: String(placed.paymentId) },
            },
          },
        },
      });
      return postWebhook(shop, gateway, body, `evt_${id}`);
    };

    // Notes naming our order on somebody else's payment settle nothing, nor do notes naming no
    // order we could have (the webhook is signed, but its notes are only what was sent).
    for (const notes of [{ orderId: '99999999999' }, { orderId: '1e3' }, []]) {
      const body = JSON.stringify({
        event: 'refund.failed',
        payload: { refund: { entity: { id: 'rfnd_odd', payment_id: 'pay_x', notes } } },
      });
      const odd = await postWebhook(shop, gateway, body, `evt_odd_${JSON.stringify(notes)}`);
      expect(odd.statusCode, odd.body).toBe(200);
      expect(odd.json()).toEqual({ status: 'ignored' });
    }
    const stranger = await refundWebhook('pay_someone_else', 'rfnd_stranger');
    expect(stranger.json()).toEqual({ status: 'ignored' });
    const [untouched] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(untouched).toMatchObject({ status: 'pending', providerRefundId: null });

    const settled = await refundWebhook(placed.payment.providerPaymentId!, 'rfnd_early');
    expect(settled.json()).toEqual({ status: 'processed' });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ status: 'processed', providerRefundId: 'rfnd_early' });

    // Nothing is left for the retry to send again.
    const before = gateway.refunds.length;
    shop.clock.advance(60_000);
    const ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
    await shop.app.inject({ method: 'POST', url: '/api/hub/refunds/retry/', headers: ops.headers });
    expect(gateway.refunds.length).toBe(before);
  });
});
