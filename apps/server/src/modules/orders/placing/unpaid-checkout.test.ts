import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { HistoryPayment } from '@makers-pantry/domain/order-history';
import { stockBatches } from '../../../db/schema/catalog';
import { payments } from '../../../db/schema/orders';
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

  it('places afresh when the key names a checkout that ended unpaid', async () => {
    const curd = kit.product['Thick Curd']!;
    const ravi = await checkoutCustomer(shop);
    const first = await place(ravi, online(ravi, [[curd, 2]]), 'reload-key');
    shop.clock.advance(16 * 60_000);
    await sweepExpiredHolds(db(), shop.clock.now());
    const afresh = await place(ravi, online(ravi, [[curd, 2]]), 'reload-key');
    expect(afresh.myjaxyPaymentId).not.toBe(first.myjaxyPaymentId);
    // Never the dialog of the expired one: its stock is no longer held.
    expect(afresh.razorpayCheckoutOptions?.order_id).not.toBe(
      first.razorpayCheckoutOptions?.order_id,
    );
    expect(await unpaidOf(ravi)).toEqual([{ id: afresh.myjaxyPaymentId }]);
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
