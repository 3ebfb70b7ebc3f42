import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayWebhookEvent } from '../../../providers/payments/payment-gateway';
import { RazorpayGateway } from '../../../providers/payments/razorpay-gateway';
import { SimulatorGateway } from '../../../providers/payments/simulator-gateway';
import { openTestShop, type TestShop } from '../../../test/harness';
import { openSimulatorApp } from './simulator-test-app';

type SimulatorApp = Awaited<ReturnType<typeof openSimulatorApp>>;

interface Injects {
  inject: SimulatorApp['app']['inject'];
}

const pay = (app: Injects, orderId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/payments/simulator/orders/${orderId}/pay/`, payload });

describe('the checkout script the browser loads', () => {
  let simulatorShop: TestShop;
  let razorpayShop: TestShop;
  beforeAll(async () => {
    simulatorShop = await openTestShop({ payments: new SimulatorGateway() });
    razorpayShop = await openTestShop({
      payments: new RazorpayGateway({
        keyId: 'rzp_test_1DP5mmOlF5G5ag',
        keySecret: 'key-secret',
        webhookSecret: 'hook-secret',
        apiUrl: 'http://127.0.0.1:1',
      }),
    });
  });
  afterAll(async () => {
    await simulatorShop.close();
    await razorpayShop.close();
  });

  it("is the simulator's own script by default, served as JavaScript", async () => {
    const info = await simulatorShop.app.inject({ url: '/api/payments/checkout-script/' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      gateway: 'simulator',
      scriptUrl: '/api/payments/simulator/checkout.js',
      keyId: 'rzp_test_simulator',
    });
    const script = await simulatorShop.app.inject({
      url: info.json<{ scriptUrl: string }>().scriptUrl,
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // The script itself, not a JSON string holding it.
    expect(script.body.startsWith('(function () {')).toBe(true);
    expect(script.body).toContain('window.Razorpay = Razorpay;');
  });

  it("is Razorpay's Standard Checkout with Razorpay's key, and the simulator is not there", async () => {
    const info = await razorpayShop.app.inject({ url: '/api/payments/checkout-script/' });
    expect(info.json()).toEqual({
      gateway: 'razorpay',
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      keyId: 'rzp_test_1DP5mmOlF5G5ag',
    });
    const script = await razorpayShop.app.inject({ url: '/api/payments/simulator/checkout.js' });
    expect(script.statusCode).toBe(404);
    const paid = await pay(razorpayShop.app, 'order_Abcdefghij1234', { outcome: 'success' });
    expect(paid.statusCode).toBe(404);
  });
});

describe('the simulated payer', () => {
  let sim: SimulatorApp;
  beforeAll(async () => {
    sim = await openSimulatorApp();
  });
  afterAll(async () => sim.app.close());

  const newOrder = (amountPaise = 45_050) =>
    sim.simulator.createOrder({ amountPaise, receipt: 'payment-1' });

  const received = async () => {
    await sim.simulator.settled();
    return sim.received.splice(0).map((hook) => ({
      ...hook,
      event: JSON.parse(hook.rawBody) as GatewayWebhookEvent & { entity: string },
    }));
  };

  it('pays: the answer verifies with the gateway, and a signed payment.captured webhook follows', async () => {
    const order = await newOrder();
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const paid = await pay(sim.app, order.id, { outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const answer = paid.json<{
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    }>();
    expect(answer.razorpay_order_id).toBe(order.id);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(
      sim.simulator.verifyPaymentSignature({
        providerOrderId: order.id,
        providerPaymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      }),
    ).toBe(true);
    // The same signature does not pay for another order.
    expect(
      sim.simulator.verifyPaymentSignature({
        providerOrderId: (await newOrder()).id,
        providerPaymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      }),
    ).toBe(false);

    const [hook, ...more] = await received();
    expect(more).toHaveLength(0);
    expect(hook!.contentType).toBe('application/json');
    expect(hook!.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    expect(sim.simulator.verifyWebhookSignature(hook!.rawBody, hook!.signature ?? '')).toBe(true);
    expect(hook!.event).toEqual({
      entity: 'event',
      event: 'payment.captured',
      created_at: expect.any(Number),
      payload: {
        payment: {
          entity: {
            id: answer.razorpay_payment_id,
            order_id: order.id,
            amount: 45_050,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
  });

  it("fails with the payer's reason in Razorpay's error shape, and posts payment.failed", async () => {
    const order = await newOrder(10_000);
    const failed = await pay(sim.app, order.id, {
      outcome: 'failure',
      reason: 'Card declined by the bank',
    });
    expect(failed.statusCode).toBe(200);
    const { error } = failed.json<{ error: { metadata: { payment_id: string } } }>();
    expect(error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Card declined by the bank',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    const [hook] = await received();
    expect(sim.simulator.verifyWebhookSignature(hook!.rawBody, hook!.signature ?? '')).toBe(true);
    expect(hook!.event.event).toBe('payment.failed');
    expect(hook!.event.payload.payment?.entity).toEqual({
      id: error.metadata.payment_id,
      order_id: order.id,
      amount: 10_000,
      currency: 'INR',
      status: 'failed',
      error_description: 'Card declined by the bank',
      error_reason: 'payment_failed',
    });
  });

  it('refunds once per key, answered processed, with one signed refund.processed webhook', async () => {
    const input = {
      providerPaymentId: 'pay_Abcdefghij1234',
      amountPaise: 2_500,
      idempotencyKey: 'refund-31',
      notes: { orderId: '31', paymentId: '7' },
    };
    const first = await sim.simulator.refund(input);
    const again = await sim.simulator.refund(input);
    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      status: 'processed',
    });
    expect(again).toEqual(first);
    const other = await sim.simulator.refund({ ...input, idempotencyKey: 'refund-32' });
    expect(other.id).not.toBe(first.id);

    const hooks = await received();
    expect(hooks.map((hook) => hook.event.payload.refund?.entity.id)).toEqual([first.id, other.id]);
    expect(hooks[0]!.event.event).toBe('refund.processed');
    expect(hooks[0]!.event.payload.refund?.entity).toEqual({
      id: first.id,
      payment_id: 'pay_Abcdefghij1234',
      amount: 2_500,
      status: 'processed',
      // Echoed as Razorpay does, so a webhook that outruns the refund's answer finds its order.
      notes: { orderId: '31', paymentId: '7' },
    });
    for (const hook of hooks)
      expect(sim.simulator.verifyWebhookSignature(hook.rawBody, hook.signature ?? '')).toBe(true);
  });

  it('answers 404 for an order it never made, and 400 for an unknown outcome or field', async () => {
    const unknown = await pay(sim.app, 'order_Unknown1234567', { outcome: 'success' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const order = await newOrder();
    for (const payload of [
      { outcome: 'refund' },
      { outcome: 'success', amount: 1 },
      { outcome: 'failure', reason: 'Declined \u202Eknab eht yb' },
      { outcome: 'failure', reason: 'x'.repeat(121) },
    ])
      expect((await pay(sim.app, order.id, payload)).statusCode).toBe(400);
    expect(await received()).toHaveLength(0);
  });
});

describe('a shop without a webhook route yet', () => {
  it('takes the payment and drops the webhook quietly', async () => {
    const sim = await openSimulatorApp({ receiver: false });
    try {
      const order = await sim.simulator.createOrder({ amountPaise: 100, receipt: 'r' });
      const paid = await pay(sim.app, order.id, { outcome: 'success' });
      expect(paid.statusCode).toBe(200);
      await expect(sim.simulator.settled()).resolves.toBeUndefined();
    } finally {
      await sim.app.close();
    }
  });
});
