import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { OrderConfirmation } from '@makers-pantry/domain/orders';
import { orders } from '../../../db/schema/orders';
import { paymentCaptures, payments, refunds } from '../../../db/schema/payments';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  postOrder,
  postWebhook,
  sweepExpiredHolds,
} from '../../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';

/**
 * Every rupee in is either kept for the checkout it paid or given back: a capture of another
 * amount or currency than the checkout asked, a second capture on the same provider order, and
 * every capture after the hold ran out.
 */
let shop: TestShop;
let kit: CheckoutShop;
let gateway: FakePaymentGateway;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  gateway = new FakePaymentGateway();
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
});
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));
afterAll(async () => shop.close());
beforeEach(() => {
  gateway.down = false;
});

const db = () => shop.database.db;
const MINUTE = 60_000;

interface Placed {
  myjaxyPaymentId: number;
  razorpayCheckoutOptions: { order_id: string; amount: number };
}

/** One Groundnut Oil (₹320) online, in the later slot. */
async function placeOnline(quantity = 1) {
  const res = await postOrder(
    shop,
    asha.headers,
    orderBody(
      asha.addressId,
      [{ slot: kit.slots.later, items: [[kit.product['Groundnut Oil']!, quantity]] }],
      { paymentMethod: 10 },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Placed>();
}

let eventSerial = 0;
function captured(
  placed: Placed,
  providerPaymentId: string,
  entity: { amount?: number; currency?: string } = {},
) {
  const body = JSON.stringify({
    event: 'payment.captured',
    created_at: 1,
    payload: {
      payment: {
        entity: {
          id: providerPaymentId,
          order_id: placed.razorpayCheckoutOptions.order_id,
          amount: placed.razorpayCheckoutOptions.amount,
          currency: 'INR',
          status: 'captured',
          ...entity,
        },
      },
    },
  });
  return postWebhook(shop, gateway, body, `evt_capture_${++eventSerial}`);
}

function confirm(placed: Placed, providerPaymentId: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders/payment/confirm/',
    headers: asha.headers,
    payload: {
      myjaxyPaymentId: placed.myjaxyPaymentId,
      razorpayPaymentId: providerPaymentId,
      razorpayOrderId: placed.razorpayCheckoutOptions.order_id,
      razorpaySignature: gateway.signPayment(
        placed.razorpayCheckoutOptions.order_id,
        providerPaymentId,
      ),
    },
  });
}

async function paymentRow(id: number) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row!;
}

const orderStatuses = async (paymentId: number) =>
  (await db().select().from(orders).where(eq(orders.paymentId, paymentId))).map((o) => o.status);

/** What reached the provider as refunds of this provider payment: [amount, key]. */
const refundsAsked = (providerPaymentId: string) =>
  gateway.refunds
    .filter((refund) => refund.providerPaymentId === providerPaymentId)
    .map((refund) => [refund.amountPaise, refund.idempotencyKey]);

const capturesOf = (paymentId: number) =>
  db()
    .select({
      providerPaymentId: paymentCaptures.providerPaymentId,
      amountPaise: paymentCaptures.amountPaise,
      currency: paymentCaptures.currency,
      outcome: paymentCaptures.outcome,
    })
    .from(paymentCaptures)
    .where(eq(paymentCaptures.paymentId, paymentId))
    .orderBy(asc(paymentCaptures.id));

const refundRows = (paymentId: number) =>
  db()
    .select({ amountPaise: refunds.amountPaise, orderId: refunds.orderId, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.id));

describe('a capture that does not match the checkout', () => {
  it('a signed webhook for 1 paise does not complete a ₹320 payment: recorded and refunded', async () => {
    const placed = await placeOnline();
    const res = await captured(placed, 'pay_OnePaisa', { amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
    expect(await orderStatuses(placed.myjaxyPaymentId)).toEqual([5]);
    expect(refundsAsked('pay_OnePaisa')).toEqual([[1, expect.stringMatching(/^capture-/)]]);
    expect(await capturesOf(placed.myjaxyPaymentId)).toEqual([
      { providerPaymentId: 'pay_OnePaisa', amountPaise: 1, currency: 'INR', outcome: 'mismatch' },
    ]);
    // The same event again (the provider retries with a new event id): still one refund.
    await captured(placed, 'pay_OnePaisa', { amount: 1 });
    expect(refundsAsked('pay_OnePaisa')).toHaveLength(1);
    // The customer then pays the right amount: that one completes the checkout and is kept.
    expect((await captured(placed, 'pay_RightAmount')).statusCode).toBe(200);
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('completed');
    expect(refundsAsked('pay_RightAmount')).toEqual([]);
    expect(await refundRows(placed.myjaxyPaymentId)).toEqual([
      { amountPaise: 1, orderId: null, status: 'pending' },
    ]);
  });

  it('another currency is not the checkout either', async () => {
    const placed = await placeOnline();
    await captured(placed, 'pay_Dollars', { currency: 'USD' });
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
    expect(refundsAsked('pay_Dollars')).toEqual([[32_000, expect.stringMatching(/^capture-/)]]);
  });

  it("the browser's confirm is checked against what the provider says was taken", async () => {
    const placed = await placeOnline();
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/payment/confirm/',
      headers: asha.headers,
      payload: {
        myjaxyPaymentId: placed.myjaxyPaymentId,
        razorpayPaymentId: 'pay_ConfirmOnePaisa',
        razorpayOrderId: placed.razorpayCheckoutOptions.order_id,
        razorpaySignature: gateway.signPayment(
          placed.razorpayCheckoutOptions.order_id,
          'pay_ConfirmOnePaisa',
          { amountPaise: 100 },
        ),
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_PAYABLE' });
    expect(res.json<{ detail: string }>().detail).toContain('did not match');
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
    expect(refundsAsked('pay_ConfirmOnePaisa')).toEqual([
      [100, expect.stringMatching(/^capture-/)],
    ]);
  });

  it('a confirm the provider cannot answer for completes nothing; the webhook does it later', async () => {
    const placed = await placeOnline();
    gateway.down = true;
    const res = await confirm(placed, 'pay_WhileDown');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
    gateway.down = false;
    await captured(placed, 'pay_WhileDown');
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('completed');
    const again = await confirm(placed, 'pay_WhileDown');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OrderConfirmation>().paymentStatus).toBe('completed');
  });
});

describe('more than one capture on one provider order', () => {
  it('the first completes the checkout; a second is recorded and refunded whole', async () => {
    const placed = await placeOnline();
    expect((await confirm(placed, 'pay_First')).statusCode).toBe(200);
    // The webhook of the same capture changes nothing.
    expect((await captured(placed, 'pay_First')).json()).toEqual({ status: 'processed' });
    const second = await captured(placed, 'pay_Second');
    expect(second.statusCode, second.body).toBe(200);
    expect(await paymentRow(placed.myjaxyPaymentId)).toMatchObject({
      status: 'completed',
      providerPaymentId: 'pay_First',
    });
    expect(refundsAsked('pay_First')).toEqual([]);
    expect(refundsAsked('pay_Second')).toEqual([[32_000, expect.stringMatching(/^capture-/)]]);
    // A browser that confirms the second capture is told its order stands.
    const confirmed = await confirm(placed, 'pay_Second');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(refundsAsked('pay_Second')).toHaveLength(1);
    expect(await capturesOf(placed.myjaxyPaymentId)).toEqual([
      {
        providerPaymentId: 'pay_First',
        amountPaise: 32_000,
        currency: 'INR',
        outcome: 'completed',
      },
      { providerPaymentId: 'pay_Second', amountPaise: 32_000, currency: 'INR', outcome: 'extra' },
    ]);
  });

  it('every capture after the hold ran out is refunded, not only the first', async () => {
    const placed = await placeOnline(2);
    shop.clock.advance(16 * MINUTE);
    expect(await sweepExpiredHolds(db(), shop.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('expired');

    const late = await confirm(placed, 'pay_LateOne');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ detail: string }>().detail).toContain('refunded');
    expect((await captured(placed, 'pay_LateTwo')).statusCode).toBe(200);
    expect(refundsAsked('pay_LateOne')).toEqual([[64_000, expect.stringMatching(/^order-/)]]);
    expect(refundsAsked('pay_LateTwo')).toEqual([[64_000, expect.stringMatching(/^capture-/)]]);
    expect(await capturesOf(placed.myjaxyPaymentId)).toEqual([
      { providerPaymentId: 'pay_LateOne', amountPaise: 64_000, currency: 'INR', outcome: 'late' },
      { providerPaymentId: 'pay_LateTwo', amountPaise: 64_000, currency: 'INR', outcome: 'extra' },
    ]);
    expect(await orderStatuses(placed.myjaxyPaymentId)).toEqual([10]);
  });
});
