import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayUnavailable } from './payment-gateway';
import { RazorpayGateway } from './razorpay-gateway';

/**
 * A stand-in for Razorpay's API on this machine: Basic auth with the key pair, POST /v1/orders,
 * GET /v1/payments/:id and POST /v1/payments/:id/refund answered in Razorpay's shapes, refunds
 * idempotent by the X-Refund-Idempotency header as Razorpay documents. A refund without that
 * header is refused here: were it ever dropped, the double-refund guard would be gone.
 */
interface Seen {
  path: string;
  body: Record<string, unknown>;
  idempotency: string | undefined;
}

let server: Server;
let apiUrl: string;
const seen: Seen[] = [];
const refundsByKey = new Map<string, { id: string; status: string; amount: number }>();

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expectedAuth = `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`;
      if (request.headers.authorization !== expectedAuth)
        return answer(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const idempotency = request.headers['x-refund-idempotency'] as string | undefined;
      seen.push({ path: request.url ?? '', body, idempotency });
      if (request.url === '/v1/orders' && request.method === 'POST')
        return answer(200, {
          id: `order_Stand${seen.length}`,
          entity: 'order',
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
        });
      const payment = /^\/v1\/payments\/(pay_\w+)$/.exec(request.url ?? '');
      if (payment && request.method === 'GET')
        return answer(200, {
          id: payment[1],
          entity: 'payment',
          order_id: 'order_Stand1',
          amount: 45_050,
          currency: 'INR',
          status: 'captured',
        });
      const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(request.url ?? '');
      if (refund && request.method === 'POST') {
        if (!idempotency)
          return answer(400, { error: { description: 'X-Refund-Idempotency is missing' } });
        if (refund[1] === 'pay_Broken') return answer(502, { error: { description: 'upstream' } });
        if (refund[1] === 'pay_Hanging') return; // a provider that never answers
        const key = idempotency ?? `none-${seen.length}`;
        const known = refundsByKey.get(key) ?? {
          id: `rfnd_Stand${refundsByKey.size + 1}`,
          status: 'processed',
          amount: Number(body.amount),
        };
        refundsByKey.set(key, known);
        return answer(200, { ...known, entity: 'refund', payment_id: refund[1] });
      }
      answer(404, { error: { description: 'no such route' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const gateway = () =>
  new RazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'key-secret',
    webhookSecret: 'hook-secret',
    apiUrl,
  });

describe('the Razorpay gateway (our REST client against a local stand-in)', () => {
  it('creates an order for the amount in paise with our receipt and notes', async () => {
    const order = await gateway().createOrder({
      amountPaise: 45_050,
      receipt: 'payment-12',
      notes: { myjaxyPaymentId: '12' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amountPaise: 45_050,
      currency: 'INR',
      receipt: 'payment-12',
    });
    expect(seen.at(-1)).toMatchObject({
      path: '/v1/orders',
      body: {
        amount: 45_050,
        currency: 'INR',
        receipt: 'payment-12',
        notes: { myjaxyPaymentId: '12' },
      },
    });
  });

  it('refunds once per idempotency key, sending the key as Razorpay asks', async () => {
    const input = {
      providerPaymentId: 'pay_Abc123',
      amountPaise: 12_000,
      idempotencyKey: 'order-7',
      notes: { orderId: '7' },
    };
    const first = await gateway().refund(input);
    const again = await gateway().refund(input);
    expect(first).toEqual({ id: expect.stringMatching(/^rfnd_/), status: 'processed' });
    expect(again.id).toBe(first.id);
    // At least 10 characters of letters, digits, '-' or '_', per Razorpay's rule.
    expect(seen.at(-1)?.idempotency).toBe('makers-pantry-order-7');
    expect(seen.at(-1)?.body).toMatchObject({
      amount: 12_000,
      receipt: 'order-7',
      notes: { orderId: '7' },
    });
  });

  it('sends X-Refund-Idempotency with every refund call, and Razorpay keeps one refund per key', async () => {
    const before = seen.length;
    for (const key of ['order-31', 'capture-4', 'order-31'])
      await gateway().refund({
        providerPaymentId: 'pay_Header1',
        amountPaise: 500,
        idempotencyKey: key,
        notes: {},
      });
    const refundCalls = seen.slice(before).filter((call) => call.path.endsWith('/refund'));
    expect(refundCalls.map((call) => call.idempotency)).toEqual([
      'makers-pantry-order-31',
      'makers-pantry-capture-4',
      'makers-pantry-order-31',
    ]);
    expect(refundsByKey.get('makers-pantry-order-31')).toBeDefined();
  });

  it('fetches a payment: what was taken, in paise and currency, for which provider order', async () => {
    expect(await gateway().fetchPayment('pay_Fetch1')).toEqual({
      id: 'pay_Fetch1',
      providerOrderId: 'order_Stand1',
      amountPaise: 45_050,
      currency: 'INR',
      status: 'captured',
    });
    expect(seen.at(-1)?.path).toBe('/v1/payments/pay_Fetch1');
  });

  it('reports an unreachable or failing provider as unavailable', async () => {
    await expect(
      gateway().refund({
        providerPaymentId: 'pay_Broken',
        amountPaise: 100,
        idempotencyKey: 'order-8',
        notes: {},
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    const nowhere = new RazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(
      nowhere.createOrder({ amountPaise: 100, receipt: 'payment-1', notes: {} }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
  });

  it('reports a provider that does not answer in time as unavailable', async () => {
    const slow = new RazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
      apiUrl,
      timeoutMs: 200,
    });
    await expect(
      slow.refund({
        providerPaymentId: 'pay_Hanging',
        amountPaise: 100,
        idempotencyKey: 'order-9',
        notes: {},
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
  });

  it('signs in with the key pair: wrong keys are refused and reported as unavailable', async () => {
    const wrongKeys = new RazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'not-the-secret',
      webhookSecret: 'hook-secret',
      apiUrl,
    });
    const before = seen.length;
    const refused = wrongKeys.createOrder({ amountPaise: 100, receipt: 'payment-2', notes: {} });
    await expect(refused).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await expect(refused).rejects.toThrow(/Authentication failed/);
    expect(seen).toHaveLength(before);
  });

  it('checks payment and webhook signatures with its own secrets', () => {
    const razorpay = gateway();
    const signed = createHmac('sha256', 'key-secret').update('order_1|pay_1').digest('hex');
    const payment = { providerOrderId: 'order_1', providerPaymentId: 'pay_1', signature: signed };
    expect(razorpay.verifyPaymentSignature(payment)).toBe(true);
    expect(razorpay.verifyPaymentSignature({ ...payment, providerOrderId: 'order_2' })).toBe(false);
    const body = '{"event":"payment.captured"}';
    const hook = createHmac('sha256', 'hook-secret').update(body).digest('hex');
    expect(razorpay.verifyWebhookSignature(body, hook)).toBe(true);
    // A webhook signed with the key secret instead of the webhook secret is not Razorpay's.
    expect(
      razorpay.verifyWebhookSignature(
        body,
        createHmac('sha256', 'key-secret').update(body).digest('hex'),
      ),
    ).toBe(false);
    expect(razorpay.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});
