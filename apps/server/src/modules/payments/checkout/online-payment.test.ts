import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderConfirmation, PaymentForCheckout } from '@makers-pantry/domain/orders';
import { stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { discountCodes, discountUses } from '../../../db/schema/discounts';
import { orderEvents, orders } from '../../../db/schema/orders';
import { payments, refunds } from '../../../db/schema/payments';
import { seedDiscountCodes } from '../../../demo/discount-codes';
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

let shop: TestShop;
let kit: CheckoutShop;
let gateway: FakePaymentGateway;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  gateway = new FakePaymentGateway();
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  await seedDiscountCodes(shop.database.db, shop.clock.now());
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));
beforeEach(() => {
  gateway.down = false;
});

const db = () => shop.database.db;
const MINUTE = 60_000;

interface Placed {
  myjaxyPaymentId: number;
  razorpayCheckoutOptions: { order_id: string; amount: number } | null;
}

async function placeOnline(
  items: [number, number][],
  extra: { discountCode?: string; slot?: number; deliveryFee?: number } = {},
) {
  const { slot = kit.slots.later, ...rest } = extra;
  const res = await postOrder(
    shop,
    asha.headers,
    orderBody(asha.addressId, [{ slot, items }], { paymentMethod: 10, ...rest }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Placed>();
}

function confirm(placed: Placed, overrides: Record<string, unknown> = {}, headers = asha.headers) {
  const providerPaymentId = `pay_${placed.myjaxyPaymentId}A`;
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders/payment/confirm/',
    headers,
    payload: {
      myjaxyPaymentId: placed.myjaxyPaymentId,
      razorpayPaymentId: providerPaymentId,
      razorpayOrderId: placed.razorpayCheckoutOptions!.order_id,
      razorpaySignature: gateway.signPayment(
        placed.razorpayCheckoutOptions!.order_id,
        providerPaymentId,
      ),
      ...overrides,
    },
  });
}

let eventSerial = 0;
function webhook(event: object, options: { eventId?: string; signature?: string } = {}) {
  const body = JSON.stringify(event);
  const eventId = options.eventId ?? `evt_${++eventSerial}`;
  return postWebhook(shop, gateway, body, eventId, options.signature);
}

const captured = (placed: Placed, paymentId = `pay_${placed.myjaxyPaymentId}W`) => ({
  event: 'payment.captured',
  created_at: 1,
  payload: {
    payment: {
      entity: {
        id: paymentId,
        order_id: placed.razorpayCheckoutOptions!.order_id,
        amount: placed.razorpayCheckoutOptions!.amount,
        currency: 'INR',
        status: 'captured',
      },
    },
  },
});

async function paymentRow(id: number) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function ordersOf(paymentId: number) {
  return db().select().from(orders).where(eq(orders.paymentId, paymentId));
}

async function eventsOf(paymentId: number) {
  const own = (await ordersOf(paymentId)).map((o) => o.id);
  return db()
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, own))
    .orderBy(orderEvents.id);
}

async function batchLeft(productId: number) {
  const rows = await db().select().from(stockBatches).where(eq(stockBatches.productId, productId));
  return rows.reduce((sum, row) => sum + row.quantityRemaining, 0);
}

async function booked(slotId: number) {
  const [row] = await db().select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
  return row!.booked;
}

describe('online payment', () => {
  it('reserves the stock and answers the checkout options, with the amount in paise', async () => {
    const oil = kit.product['Groundnut Oil']!;
    const before = await batchLeft(oil);
    const placed = await placeOnline([[oil, 2]]);
    expect(placed).toEqual({
      paymentMethod: 10,
      myjaxyPaymentId: expect.any(Number),
      razorpayCheckoutOptions: {
        key: 'rzp_test_fake',
        amount: 64_000,
        currency: 'INR',
        order_id: gateway.orders.at(-1)!.id,
        name: 'Makers Pantry',
        description: `Order #${placed.myjaxyPaymentId}`,
        prefill: {
          name: 'Asha Customer',
          contact: asha.user.mobile,
          email: asha.user.email,
        },
        notes: { myjaxyPaymentId: String(placed.myjaxyPaymentId) },
      },
    });
    expect(gateway.orders.at(-1)).toMatchObject({
      amountPaise: 64_000,
      receipt: `payment-${placed.myjaxyPaymentId}`,
    });
    const payment = await paymentRow(placed.myjaxyPaymentId);
    expect(payment).toMatchObject({
      status: 'awaiting_payment',
      provider: 'simulator',
      providerOrderId: placed.razorpayCheckoutOptions!.order_id,
    });
    expect(payment.holdExpiresAt!.getTime()).toBe(shop.clock.now().getTime() + 15 * MINUTE);
    expect((await ordersOf(placed.myjaxyPaymentId)).map((o) => o.status)).toEqual([5]);
    expect(await batchLeft(oil)).toBe(before - 2);
  });

  it('a bad signature is 400 and changes nothing; a good one confirms once, however often sent', async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    const bad = await confirm(placed, { razorpaySignature: 'a'.repeat(64) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    // A signature for another provider order (another customer's: a customer holds one unpaid
    // checkout) does not pass for ours.
    const bob = await checkoutCustomer(shop, { firstName: 'Bob' });
    const other = (
      await postOrder(
        shop,
        bob.headers,
        orderBody(
          bob.addressId,
          [{ slot: kit.slots.later, items: [[kit.product['Groundnut Oil']!, 1]] }],
          {
            paymentMethod: 10,
          },
        ),
      )
    ).json<Placed>();
    const borrowed = await confirm(placed, {
      razorpayOrderId: other.razorpayCheckoutOptions!.order_id,
      razorpaySignature: gateway.signPayment(other.razorpayCheckoutOptions!.order_id, 'pay_x'),
      razorpayPaymentId: 'pay_x',
    });
    expect(borrowed.statusCode).toBe(400);
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
    expect(await eventsOf(placed.myjaxyPaymentId)).toHaveLength(1);

    const first = await confirm(placed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json<OrderConfirmation>()).toMatchObject({
      id: placed.myjaxyPaymentId,
      status: 'Completed',
      paymentStatus: 'completed',
      netPayable: 320,
    });
    const again = await confirm(placed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The provider's webhook for the same payment arrives too: still one transition.
    expect((await webhook(captured(placed, `pay_${placed.myjaxyPaymentId}A`))).json()).toEqual({
      status: 'processed',
    });
    const events = await eventsOf(placed.myjaxyPaymentId);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 5, 'customer'],
      [5, 20, 'customer'],
    ]);
    expect(await paymentRow(placed.myjaxyPaymentId)).toMatchObject({
      status: 'completed',
      providerPaymentId: `pay_${placed.myjaxyPaymentId}A`,
    });
  });

  it("answers 404 for another customer's payment, on confirm, for_payment and the confirmation", async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    const other = await checkoutCustomer(shop);
    expect((await confirm(placed, {}, other.headers)).statusCode).toBe(404);
    for (const url of [
      `/api/orders/for_payment/${placed.myjaxyPaymentId}/`,
      `/api/orders/payment/${placed.myjaxyPaymentId}/`,
    ]) {
      const res = await shop.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode).toBe(404);
    }
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
  });

  it('refuses unknown fields in the confirm body', async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    const res = await confirm(placed, { amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('payment webhook', () => {
  it('completes a payment the browser never confirmed, once per event id; a later confirm answers the same', async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    // The provider's webhook comes first; the browser's confirm later names the same payment.
    const event = captured(placed, `pay_${placed.myjaxyPaymentId}A`);
    const first = await webhook(event, { eventId: 'evt_fixed_1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    expect((await webhook(event, { eventId: 'evt_fixed_1' })).json()).toEqual({
      status: 'duplicate',
    });
    const events = await eventsOf(placed.myjaxyPaymentId);
    expect(events.map((e) => [e.toStatus, e.actor])).toEqual([
      [5, 'customer'],
      [20, 'gateway'],
    ]);
    const late = await confirm(placed);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<OrderConfirmation>().paymentStatus).toBe('completed');
    expect(await eventsOf(placed.myjaxyPaymentId)).toHaveLength(2);
  });

  it('refuses a wrong or missing signature and keeps nothing', async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    const res = await webhook(captured(placed), { signature: 'f'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('awaiting_payment');
    const text = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/payment/webhook/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('a failed attempt keeps the hold and the reason; the retry reuses the provider order', async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    const failed = {
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_failed1',
            order_id: placed.razorpayCheckoutOptions!.order_id,
            amount: 32_000,
            status: 'failed',
            error_description: 'Your bank declined this payment',
          },
        },
      },
    };
    expect((await webhook(failed)).json()).toEqual({ status: 'processed' });
    expect(await paymentRow(placed.myjaxyPaymentId)).toMatchObject({
      status: 'awaiting_payment',
      failureReason: 'Your bank declined this payment',
    });
    const retry = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/for_payment/${placed.myjaxyPaymentId}/`,
      headers: asha.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<PaymentForCheckout>()).toMatchObject({
      myjaxyPaymentId: placed.myjaxyPaymentId,
      paymentStatus: 'awaiting_payment',
      netPayable: 320,
      razorpayCheckoutOptions: { order_id: placed.razorpayCheckoutOptions!.order_id },
    });
    // A capture after the failure still completes it; a late 'failed' cannot undo that.
    expect((await confirm(placed)).statusCode).toBe(200);
    expect((await webhook(failed)).json()).toEqual({ status: 'processed' });
    expect((await paymentRow(placed.myjaxyPaymentId)).status).toBe('completed');
  });

  it("takes Razorpay's order.paid as the capture too", async () => {
    const placed = await placeOnline([[kit.product['Groundnut Oil']!, 1]]);
    const paid = {
      event: 'order.paid',
      payload: {
        payment: {
          entity: {
            id: 'pay_orderpaid1',
            order_id: placed.razorpayCheckoutOptions!.order_id,
            amount: 32_000,
            currency: 'INR',
            status: 'captured',
          },
        },
        order: {
          entity: { id: placed.razorpayCheckoutOptions!.order_id, amount: 32_000, status: 'paid' },
        },
      },
    };
    expect((await webhook(paid)).json()).toEqual({ status: 'processed' });
    expect(await paymentRow(placed.myjaxyPaymentId)).toMatchObject({
      status: 'completed',
      providerPaymentId: 'pay_orderpaid1',
    });
  });

  it('stores unknown events and answers 200', async () => {
    const res = await webhook({ event: 'payment.dispute.created', payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
  });
});

describe('the payment service is down', () => {
  it('gives the reservation back at once and answers 503', async () => {
    const curd = kit.product['Thick Curd']!;
    const stock = await batchLeft(curd);
    const places = await booked(kit.slots.later);
    gateway.down = true;
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 2]] }], {
        paymentMethod: 10,
      }),
      'key-when-down',
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    expect(await batchLeft(curd)).toBe(stock);
    expect(await booked(kit.slots.later)).toBe(places);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, asha.user.id))
      .orderBy(payments.id)
      .then((rows) => rows.slice(-1));
    expect(payment!.status).toBe('failed');
    expect((await ordersOf(payment!.id)).map((o) => o.status)).toEqual([10]);
    // Once the service is back, the same key still answers the checkout it made (given back),
    // and places nothing; the client orders again with a new key.
    gateway.down = false;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 2]] }], {
      paymentMethod: 10,
    });
    const retry = await postOrder(shop, asha.headers, body, 'key-when-down');
    expect(retry.statusCode, retry.body).toBe(503);
    expect(retry.json()).toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      detail:
        'The payment service was not answering, so this order was not placed and its items were given back. Please try again in a few minutes.',
    });
    expect(await batchLeft(curd)).toBe(stock);
    const afresh = await postOrder(shop, asha.headers, body, 'key-after-down');
    expect(afresh.statusCode, afresh.body).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('a repeat answers the first answer and makes no second order; another body is refused', async () => {
    const curd = kit.product['Thick Curd']!;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }], {
      paymentMethod: 10,
    });
    const first = await postOrder(shop, asha.headers, body, 'checkout-7f3a');
    const count = (await db().select().from(payments)).length;
    const second = await postOrder(shop, asha.headers, body, 'checkout-7f3a');
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await db().select().from(payments)).length).toBe(count);

    const changed = await postOrder(
      shop,
      asha.headers,
      {
        ...body,
        selectedOption: {
          slots: [{ id: kit.slots.later, products: [{ id: curd, quantityPossible: 2 }] }],
        },
      },
      'checkout-7f3a',
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Keys are per customer: another customer's same key is their own.
    const other = await checkoutCustomer(shop);
    const theirs = await postOrder(
      shop,
      other.headers,
      { ...body, address: other.addressId },
      'checkout-7f3a',
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const bad = await postOrder(shop, asha.headers, body, 'no spaces allowed');
    expect(bad.statusCode).toBe(400);
  });
});

describe('Idempotency-Key after a crash', () => {
  it('the server died after the checkout committed, before answering: a retry with the key answers that checkout', async () => {
    const curd = kit.product['Thick Curd']!;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }], {
      paymentMethod: 10,
    });
    const before = (await db().select().from(payments).where(eq(payments.userId, asha.user.id)))
      .length;
    gateway.stall = true;
    // Never answered: the process "dies" while it asks the provider for the order.
    void postOrder(shop, asha.headers, body, 'crash-after-commit');
    await gateway.stalled;
    gateway.stall = false;

    const retry = await postOrder(shop, asha.headers, body, 'crash-after-commit');
    expect(retry.statusCode, retry.body).toBe(201);
    const own = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, asha.user.id))
      .orderBy(payments.id);
    expect(own).toHaveLength(before + 1);
    const checkout = own.at(-1)!;
    const answer = retry.json<Placed>();
    expect(answer.myjaxyPaymentId).toBe(checkout.id);
    expect(answer.razorpayCheckoutOptions?.order_id).toBe(checkout.providerOrderId);
    expect(answer.razorpayCheckoutOptions?.amount).toBe(4_500);
    const again = await postOrder(shop, asha.headers, body, 'crash-after-commit');
    expect(again.json()).toEqual(retry.json());
  });
});

describe('payment hold', () => {
  it('an unpaid order gives back its stock, slot place and code use once, after PAYMENT_HOLD_MINUTES', async () => {
    const batter = kit.product['Ragi Dosa Batter']!;
    const stock = await batchLeft(batter);
    // The evening slot holds no other unpaid order: its places are this order's alone.
    const places = await booked(kit.slots.evening);
    const [code] = await db()
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'PANTRY10'));
    const placed = await placeOnline([[batter, 3]], {
      discountCode: 'PANTRY10',
      slot: kit.slots.evening,
      deliveryFee: 0,
    });
    expect(await batchLeft(batter)).toBe(stock - 3);
    expect(await booked(kit.slots.evening)).toBe(places + 1);

    shop.clock.advance(14 * MINUTE);
    expect(await sweepExpiredHolds(db(), shop.clock.now())).toBe(0);
    shop.clock.advance(2 * MINUTE);
    expect(await sweepExpiredHolds(db(), shop.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredHolds(db(), shop.clock.now())).toBe(0);

    expect(await batchLeft(batter)).toBe(stock);
    expect(await booked(kit.slots.evening)).toBe(places);
    const [after] = await db().select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.usesCount).toBe(code!.usesCount);
    const [use] = await db()
      .select()
      .from(discountUses)
      .where(eq(discountUses.paymentId, placed.myjaxyPaymentId));
    expect(use!.releasedAt).not.toBeNull();
    expect(await paymentRow(placed.myjaxyPaymentId)).toMatchObject({ status: 'expired' });
    const events = await eventsOf(placed.myjaxyPaymentId);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 5, 'customer'],
      [5, 10, 'system'],
    ]);

    // The customer pays after all: told so, and refunded once.
    const late = await confirm(placed);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PAYMENT_NOT_PAYABLE' });
    expect(late.json<{ detail: string }>().detail).toContain('refunded');
    expect((await confirm(placed)).statusCode).toBe(409);
    const owed = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, placed.myjaxyPaymentId));
    expect(owed.map((r) => [r.amountPaise, r.providerRefundId])).toEqual([[32_400, 'rfnd_F1']]);
    expect(gateway.refunds).toHaveLength(1);
    expect(await batchLeft(batter)).toBe(stock);

    const view = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/for_payment/${placed.myjaxyPaymentId}/`,
      headers: asha.headers,
    });
    expect(view.json<PaymentForCheckout>()).toMatchObject({
      paymentStatus: 'expired',
      razorpayCheckoutOptions: null,
    });
    const processed = await webhook({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: 'rfnd_F1', payment_id: 'x', amount: 32_400, status: 'processed' } },
      },
    });
    expect(processed.json()).toEqual({ status: 'processed' });
    const [refund] = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, placed.myjaxyPaymentId)));
    expect(refund!.status).toBe('processed');
  });
});
