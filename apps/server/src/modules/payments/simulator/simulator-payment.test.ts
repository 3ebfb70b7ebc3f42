import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '@makers-pantry/domain/orders';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { paymentWebhookEvents } from '../../../db/schema/payments';
import {
  SIMULATOR_KEY_SECRET,
  SimulatorGateway,
} from '../../../providers/payments/simulator-gateway';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';

/**
 * An online order paid through the local simulator end to end over HTTP: the checkout script,
 * the payer's choice, the browser's confirm and the simulator's signed webhook, as the shop runs
 * with PAYMENT_GATEWAY=simulator.
 */
let shop: TestShop;
let kit: CheckoutShop;
let simulator: SimulatorGateway;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  simulator = new SimulatorGateway();
  simulator.webhookDelayMs = 0;
  shop = await openTestShop({ payments: simulator });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

interface Placed {
  myjaxyPaymentId: number;
  razorpayCheckoutOptions: { key: string; order_id: string; amount: number };
}

async function placeOnline(): Promise<Placed> {
  const res = await postOrder(
    shop,
    asha.headers,
    orderBody(
      asha.addressId,
      [{ slot: kit.slots.later, items: [[kit.product['Groundnut Oil']!, 2]] }],
      {
        paymentMethod: 10,
      },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Placed>();
}

const pay = (orderId: string, payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/orders/${orderId}/pay/`,
    payload,
  });

const confirmation = async (id: number) =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/orders/payment/${id}/`,
      headers: asha.headers,
    })
  ).json<OrderConfirmation>();

describe('paying through the simulator', () => {
  it('tells the browser which checkout script to load, and serves it', async () => {
    const info = await shop.app.inject({ method: 'GET', url: '/api/payments/checkout-script/' });
    expect(info.json()).toEqual({
      gateway: 'simulator',
      scriptUrl: '/api/payments/simulator/checkout.js',
      keyId: 'rzp_test_simulator',
    });
    const script = await shop.app.inject({
      method: 'GET',
      url: '/api/payments/simulator/checkout.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body).toContain('window.Razorpay = Razorpay');
    expect(script.body).toContain("'payment.failed'");
    expect(script.body).toContain("'Makers Pantry test payment'");
    // The CSP allows no inline handlers: the dialog's buttons listen through addEventListener.
    expect(script.body).not.toMatch(/\bonclick\b|innerHTML/);
  });

  it('pays: the signed answer confirms the order, and the webhook that follows changes nothing more', async () => {
    const placed = await placeOnline();
    expect(placed.razorpayCheckoutOptions.key).toBe('rzp_test_simulator');
    const paid = await pay(placed.razorpayCheckoutOptions.order_id, { outcome: 'success' });
    const answer = paid.json<Record<string, string>>();
    expect(answer).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_order_id: placed.razorpayCheckoutOptions.order_id,
      razorpay_signature: expect.stringMatching(/^[a-f0-9]{64}$/),
    });
    // Signed as Razorpay signs: HMAC-SHA256 of `order_id|payment_id` with the key secret.
    expect(answer.razorpay_signature).toBe(
      createHmac('sha256', SIMULATOR_KEY_SECRET)
        .update(`${answer.razorpay_order_id}|${answer.razorpay_payment_id}`)
        .digest('hex'),
    );
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/payment/confirm/',
      headers: asha.headers,
      payload: {
        myjaxyPaymentId: placed.myjaxyPaymentId,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpayOrderId: answer.razorpay_order_id,
        razorpaySignature: answer.razorpay_signature,
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await simulator.settled();
    expect((await confirmation(placed.myjaxyPaymentId)).paymentStatus).toBe('completed');
    const events = await shop.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.type, 'payment.captured'));
    expect(events).toHaveLength(1);
    expect(events[0]!.processedAt).not.toBeNull();
  });

  it('completes the payment from the webhook alone when the browser never confirms', async () => {
    const placed = await placeOnline();
    await pay(placed.razorpayCheckoutOptions.order_id, { outcome: 'success' });
    await simulator.settled();
    expect((await confirmation(placed.myjaxyPaymentId)).paymentStatus).toBe('completed');
  });

  it("fails with the bank's reason in Razorpay's error shape; the payment can still be retried", async () => {
    const placed = await placeOnline();
    const failed = await pay(placed.razorpayCheckoutOptions.order_id, {
      outcome: 'failure',
      reason: 'UPI request expired',
    });
    expect(failed.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'UPI request expired',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: {
          order_id: placed.razorpayCheckoutOptions.order_id,
          payment_id: expect.stringMatching(/^pay_/),
        },
      },
    });
    await simulator.settled();
    expect((await confirmation(placed.myjaxyPaymentId)).paymentStatus).toBe('awaiting_payment');
  });

  it('knows only its own orders', async () => {
    const res = await pay('order_Unknown12345678', { outcome: 'success' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a webhook the shop refuses is dropped without an error reaching the payer', async () => {
    await expect(
      simulator.send({ eventId: 'evt_Refused1234567', body: '{}', signature: 'f'.repeat(64) }),
    ).resolves.toBeUndefined();
    const stored = await shop.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_Refused1234567'));
    expect(stored).toHaveLength(0);
  });

  it('refuses unknown fields and an outcome it does not know', async () => {
    const placed = await placeOnline();
    const orderId = placed.razorpayCheckoutOptions.order_id;
    for (const payload of [
      { outcome: 'success', amount: 1 },
      { outcome: 'refund' },
      { outcome: 'failure', reason: 'x'.repeat(500) },
    ])
      expect((await pay(orderId, payload)).statusCode).toBe(400);
  });
});
