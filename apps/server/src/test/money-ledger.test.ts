import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { payments, refunds } from '../db/schema/payments';
import { buildCheckoutShop, checkoutCustomer, orderBody, postOrder } from './checkout-test-kit';
import { openTestShop, type TestShop } from './harness';
import { moneyLedgerProblems } from './money-ledger';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
});
afterAll(async () => shop.close());

const problemsNamed = async () =>
  (await moneyLedgerProblems(shop.database.db)).map((found) => found.problem);

describe('the money ledger check', () => {
  it('passes a placed checkout and names each kind of imbalance', async () => {
    const db = shop.database.db;
    const kit = await buildCheckoutShop(db, shop.clock.now());
    const asha = await checkoutCustomer(shop);
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [
        { slot: kit.slots.later, items: [[kit.product['Thick Curd']!, 2]] },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const paymentId = res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId;
    expect(await problemsNamed()).toEqual([]);

    const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
    await db.insert(refunds).values({
      orderId: order!.id,
      paymentId,
      amountPaise: 100,
      status: 'pending',
    });
    expect(await problemsNamed()).toEqual([
      'refunds exceed what the provider captured for the payment',
    ]);
    await db.delete(refunds);

    await db
      .update(payments)
      .set({ netPaise: sql`${payments.netPaise} + 1` })
      .where(eq(payments.id, paymentId));
    expect(await problemsNamed()).toEqual([
      "the orders' amounts do not add up to their payment",
      "a payment's net is not its gross less discount and credit",
    ]);
    await db
      .update(payments)
      .set({ creditPaise: 500, netPaise: sql`${payments.netPaise} - 501` })
      .where(eq(payments.id, paymentId));
    expect(await problemsNamed()).toContain(
      "a customer's checkouts spent credit that no credit row gave up",
    );
  });
});
