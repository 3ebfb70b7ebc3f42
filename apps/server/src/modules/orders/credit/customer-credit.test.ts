import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerCredits, orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { grantCredit } from './customer-credit';

let shop: TestShop;
let kit: CheckoutShop;
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
type Customer = Awaited<ReturnType<typeof checkoutCustomer>>;

async function customerWithCredit(rupees: number) {
  const customer = await checkoutCustomer(shop);
  await grantCredit(db(), {
    userId: customer.user.id,
    amountPaise: rupees * 100,
    now: shop.clock.now(),
  });
  return customer;
}
const creditOf = async (customer: Customer) => {
  const res = await shop.app.inject({
    method: 'GET',
    url: '/api/orders/credit/',
    headers: customer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ amount: number }>().amount;
};
const curd = () => kit.product['Thick Curd']!;

describe('customer credit at checkout', () => {
  it('is spent by the next order and comes back once when that order is cancelled', async () => {
    const asha = await customerWithCredit(50);
    expect(await creditOf(asha)).toBe(50);

    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd(), 2]] }], {
        paymentMethod: 20,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const paymentId = res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId;
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      itemsTotalPaise: 9_000,
      creditPaise: 5_000,
      netPaise: 4_000,
      status: 'pod_pending',
    });
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId));
    expect(order).toMatchObject({ creditPaise: 5_000, netPaise: 4_000, podToCollectPaise: 4_000 });
    expect(await creditOf(asha)).toBe(0);

    // The order detail counts the credit among the discounts.
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order!.id}/`,
      headers: asha.headers,
    });
    expect(detail.json().payment).toMatchObject({ discountAmount: 50, netAmount: 40 });

    const cancel = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/cancel-v2/${order!.id}/`,
        headers: asha.headers,
        payload: { reason: 'Ordered twice' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect(await creditOf(asha)).toBe(50);
    await cancel();
    expect(await creditOf(asha)).toBe(50);
    const rows = await db()
      .select()
      .from(customerCredits)
      .where(eq(customerCredits.userId, asha.user.id));
    expect(rows.map((row) => row.returnedFromOrderId)).toEqual([null, order!.id]);
  });

  it('pays the whole order when it is enough: nothing left to pay online', async () => {
    const ravi = await customerWithCredit(500);
    const res = await postOrder(
      shop,
      ravi.headers,
      orderBody(ravi.addressId, [{ slot: kit.slots.later, items: [[curd(), 1]] }], {
        paymentMethod: 10,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ razorpayCheckoutOptions: null });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, res.json().myjaxyPaymentId));
    expect(payment).toMatchObject({ creditPaise: 4_500, netPaise: 0, status: 'completed' });
    expect(await creditOf(ravi)).toBe(455);
  });

  it("is the customer's own: another customer's credit is never spent", async () => {
    await customerWithCredit(100);
    const meera = await checkoutCustomer(shop);
    expect(await creditOf(meera)).toBe(0);
    const res = await postOrder(
      shop,
      meera.headers,
      orderBody(meera.addressId, [{ slot: kit.slots.later, items: [[curd(), 1]] }], {
        paymentMethod: 20,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, res.json().myjaxyPaymentId));
    expect(payment).toMatchObject({ creditPaise: 0, netPaise: 4_500 });
  });
});
