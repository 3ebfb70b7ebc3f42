import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { HistoryPayment } from '@makers-pantry/domain/order-history';
import { stockBatches } from '../../../db/schema/catalog';
import { payments } from '../../../db/schema/payments';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  postOrder,
  sweepExpiredHolds,
} from '../../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';

/** Issue 27 section 1: a failed or abandoned payment never blocks the shopper or the stock. */

let shop: TestShop;
let kit: CheckoutShop;
const gateway = new FakePaymentGateway();

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
type Customer = Awaited<ReturnType<typeof checkoutCustomer>>;
interface Placed {
  myjaxyPaymentId: number;
  razorpayCheckoutOptions: { order_id: string } | null;
}

const online = (customer: Customer, items: [number, number][]) =>
  orderBody(customer.addressId, [{ slot: kit.slots.later, items }], { paymentMethod: 10 });

async function place(customer: Customer, body: unknown, key: string) {
  const res = await postOrder(shop, customer.headers, body, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Placed>();
}

async function left(productId: number) {
  const rows = await db().select().from(stockBatches).where(eq(stockBatches.productId, productId));
  return rows.reduce((sum, row) => sum + row.quantityRemaining, 0);
}

const unpaidOf = async (customer: Customer) =>
  db()
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, customer.user.id), eq(payments.status, 'awaiting_payment')));

const myOrders = async (customer: Customer) =>
  (
    await shop.app.inject({ method: 'GET', url: '/api/orders/v2/', headers: customer.headers })
  ).json<{ payments: HistoryPayment[] }>().payments;

describe('an unpaid checkout', () => {
  it('is resumed by a retry with its key, and replaced (its stock given back) by any other', async () => {
    const ghee = kit.product['A2 Cow Ghee']!;
    const asha = await checkoutCustomer(shop);
    const before = await left(ghee);
    // The last five jars: the payment fails, the shopper reloads and pays again.
    const first = await place(asha, online(asha, [[ghee, before]]), 'attempt-1');
    expect(await left(ghee)).toBe(0);
    const resumed = await place(asha, online(asha, [[ghee, before]]), 'attempt-1');
    expect(resumed).toEqual(first);

    // A new key for the same cart (a reload that lost it): the old checkout makes way at once,
    // so the shopper's own scarce jars are theirs again instead of 'no longer available'.
    const again = await place(asha, online(asha, [[ghee, before]]), 'attempt-2');
    expect(again.myjaxyPaymentId).not.toBe(first.myjaxyPaymentId);
    expect(again.razorpayCheckoutOptions).not.toBeNull();
    expect(await unpaidOf(asha)).toEqual([{ id: again.myjaxyPaymentId }]);
    const [old] = await db().select().from(payments).where(eq(payments.id, first.myjaxyPaymentId));
    expect(old).toMatchObject({
      status: 'cancelled',
      failureReason: 'Replaced by a newer checkout.',
    });
    expect(await left(ghee)).toBe(0);

    // A changed cart replaces it too, and only what the new one holds stays held.
    const fewer = await place(asha, online(asha, [[ghee, 2]]), 'attempt-3');
    expect(await unpaidOf(asha)).toEqual([{ id: fewer.myjaxyPaymentId }]);
    expect(await left(ghee)).toBe(before - 2);

    // Paying on delivery instead gives the online one up as well.
    const curd = kit.product['Thick Curd']!;
    const pod = orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }]);
    await place(asha, pod, 'attempt-4');
    expect(await unpaidOf(asha)).toEqual([]);
    expect(await left(ghee)).toBe(before);
  });

  it('a key answers the checkout it made for ever: replaced, expired or paid, never a second one', async () => {
    const curd = kit.product['Thick Curd']!;
    const ravi = await checkoutCustomer(shop);
    const body = online(ravi, [[curd, 2]]);
    const first = await place(ravi, body, 'key-1');
    const stock = await left(curd);
    // Paying on delivery with another key replaces the online checkout.
    const pod = orderBody(ravi.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }]);
    const onDelivery = await place(ravi, pod, 'key-2');
    const count = (await db().select().from(payments).where(eq(payments.userId, ravi.user.id)))
      .length;

    // The first key sent again (a retry, another tab) answers its replaced checkout.
    const again = await postOrder(shop, ravi.headers, body, 'key-1');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CHECKOUT_REPLACED' });
    expect(
      (await db().select().from(payments).where(eq(payments.userId, ravi.user.id))).length,
    ).toBe(count);
    expect(await left(curd)).toBe(stock + 2 - 1);
    expect(await unpaidOf(ravi)).toEqual([]);
    // The pay-on-delivery key answers its own checkout, as placed.
    expect(await place(ravi, pod, 'key-2')).toEqual(onDelivery);
    expect(first.myjaxyPaymentId).not.toBe(onDelivery.myjaxyPaymentId);

    // A checkout whose time to pay ran out is answered so, and its stock stays given back.
    const meera = await checkoutCustomer(shop);
    const meeraBody = online(meera, [[curd, 2]]);
    await place(meera, meeraBody, 'reload-key');
    shop.clock.advance(16 * 60_000);
    await sweepExpiredHolds(db(), shop.clock.now());
    const before = await left(curd);
    const expired = await postOrder(shop, meera.headers, meeraBody, 'reload-key');
    expect(expired.statusCode, expired.body).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'CHECKOUT_ENDED',
      detail:
        'The time to pay for this order ran out, and its items were given back. Please place the order again.',
    });
    expect(await left(curd)).toBe(before);
    expect(await unpaidOf(meera)).toEqual([]);
    // The client starts afresh with a new key.
    const afresh = await place(meera, meeraBody, 'reload-key-2');
    expect(await unpaidOf(meera)).toEqual([{ id: afresh.myjaxyPaymentId }]);
  });

  it("shows in My Orders until it expires, and the shopper's Cancel gives everything back", async () => {
    const oil = kit.product['Groundnut Oil']!;
    const meera = await checkoutCustomer(shop);
    const before = await left(oil);
    const placed = await place(meera, online(meera, [[oil, 3]]), 'my-orders');
    const [listed] = await myOrders(meera);
    expect(listed).toMatchObject({ id: placed.myjaxyPaymentId, paymentStatus: 'awaiting_payment' });
    expect(new Date(listed!.payBy!).getTime()).toBeGreaterThan(shop.clock.now().getTime());

    const other = await checkoutCustomer(shop);
    const url = `/api/orders/for_payment/${placed.myjaxyPaymentId}/cancel/`;
    expect(
      (await shop.app.inject({ method: 'POST', url, headers: other.headers })).statusCode,
    ).toBe(404);
    const cancelled = await shop.app.inject({ method: 'POST', url, headers: meera.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      paymentStatus: 'cancelled',
      razorpayCheckoutOptions: null,
    });
    expect(await left(oil)).toBe(before);
    const [after] = await myOrders(meera);
    expect(after).toMatchObject({ paymentStatus: 'cancelled', payBy: null });
    expect(after!.deliverySlots[0]!.orders[0]!.status).toBe(10);
  });
});
