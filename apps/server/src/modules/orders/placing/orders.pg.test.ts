import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { discountCodes, discountUses } from '../../../db/schema/discounts';
import { customerCredits, orderEvents, orderItems, orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
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
import { grantCredit } from '../credit/customer-credit';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';

/**
 * The order path's invariants under real concurrency. Only PostgreSQL can show these: PGlite has
 * one connection, so its transactions never overlap.
 */
let shop: TestShop;
let kit: CheckoutShop;
let gateway: FakePaymentGateway;

beforeAll(async () => {
  gateway = new FakePaymentGateway();
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
}, 60_000);
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
type Customer = Awaited<ReturnType<typeof checkoutCustomer>>;

async function customers(count: number): Promise<Customer[]> {
  const made: Customer[] = [];
  for (let i = 0; i < count; i += 20)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, () => checkoutCustomer(shop)),
      )),
    );
  return made;
}

const codesOf = (answers: { statusCode: number; json: () => unknown }[]) =>
  answers.map((res) => (res.statusCode === 201 ? 'placed' : (res.json() as { code: string }).code));
const tally = (codes: string[]) =>
  codes.reduce<Record<string, number>>(
    (all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }),
    {},
  );

async function stockOf(productId: number) {
  const rows = await db().select().from(stockBatches).where(eq(stockBatches.productId, productId));
  return rows.reduce((sum, row) => sum + row.quantityRemaining, 0);
}

async function soldOf(productId: number) {
  const { rows } = await db().execute<{ sold: number }>(
    sql`select coalesce(sum(quantity), 0)::int as sold from order_items where product_id = ${productId}`,
  );
  return rows[0]!.sold;
}

describe('order races (PostgreSQL)', () => {
  it('200 buyers for the last 5 units: exactly 5 sold, never oversold', async () => {
    const jaggery = kit.product['Last Jaggery']!;
    const buyers = await customers(200);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        postOrder(
          shop,
          buyer.headers,
          orderBody(buyer.addressId, [{ slot: kit.slots.later, items: [[jaggery, 1]] }]),
        ),
      ),
    );
    expect(tally(codesOf(answers))).toEqual({ placed: 5, OUT_OF_STOCK: 195 });
    expect(await stockOf(jaggery)).toBe(0);
    expect(await soldOf(jaggery)).toBe(5);
  }, 120_000);

  it('a slot with 3 places and 50 buyers: 3 orders', async () => {
    const curd = kit.product['Thick Curd']!;
    const buyers = await customers(50);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        postOrder(
          shop,
          buyer.headers,
          orderBody(buyer.addressId, [{ slot: kit.slots.small, items: [[curd, 1]] }]),
        ),
      ),
    );
    expect(tally(codesOf(answers))).toEqual({ placed: 3, SLOT_FULL: 47 });
    const [slot] = await db()
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, kit.slots.small));
    expect(slot!.booked).toBe(3);
    const placed = await db().select().from(orders).where(eq(orders.slotId, kit.slots.small));
    expect(placed).toHaveLength(3);
  }, 120_000);

  it('a code with 1 use left and 20 buyers: 1 use', async () => {
    const curd = kit.product['Thick Curd']!;
    const now = shop.clock.now();
    const [code] = await db()
      .insert(discountCodes)
      .values({
        code: 'LASTONE',
        percentage: 10,
        capPaise: 10_000,
        validFrom: new Date(now.getTime() - 86_400_000),
        validTo: new Date(now.getTime() + 86_400_000),
        totalUses: 10,
        usesCount: 9,
      })
      .returning();
    const buyers = await customers(20);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        postOrder(
          shop,
          buyer.headers,
          orderBody(buyer.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }], {
            discountCode: 'LASTONE',
          }),
        ),
      ),
    );
    expect(tally(codesOf(answers))).toEqual({ placed: 1, DISCOUNT_CODE_INVALID: 19 });
    const [after] = await db().select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.usesCount).toBe(10);
    const uses = await db()
      .select()
      .from(discountUses)
      .where(eq(discountUses.discountCodeId, code!.id));
    expect(uses).toHaveLength(1);
  }, 120_000);

  it('one customer racing two orders with a once-per-customer code: one use', async () => {
    const curd = kit.product['Thick Curd']!;
    const now = shop.clock.now();
    await db()
      .insert(discountCodes)
      .values({
        code: 'ONCEPERHOME',
        percentage: 10,
        capPaise: 10_000,
        validFrom: new Date(now.getTime() - 86_400_000),
        validTo: new Date(now.getTime() + 86_400_000),
        usesPerCustomer: 1,
      });
    const [buyer] = await customers(1);
    const body = orderBody(buyer!.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }], {
      discountCode: 'ONCEPERHOME',
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postOrder(shop, buyer!.headers, body)),
    );
    expect(tally(codesOf(answers))).toEqual({ placed: 1, DISCOUNT_CODE_INVALID: 4 });
  }, 60_000);

  it('one customer racing six checkouts with ₹70 of credit: ₹70 spent in all, never more', async () => {
    const curd = kit.product['Thick Curd']!;
    const [buyer] = await customers(1);
    await grantCredit(db(), { userId: buyer!.user.id, amountPaise: 7_000, now: shop.clock.now() });
    const body = orderBody(buyer!.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postOrder(shop, buyer!.headers, body)),
    );
    const placed = answers.filter((res) => res.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    const spent = await db()
      .select({ creditPaise: payments.creditPaise, netPaise: payments.netPaise })
      .from(payments)
      .where(eq(payments.userId, buyer!.user.id));
    // ₹45 curd: the first checkout spends 4,500 of credit, the next the other 2,500, the rest none.
    expect(spent.reduce((sum, payment) => sum + payment.creditPaise, 0)).toBe(7_000);
    expect(
      spent
        .map((payment) => payment.creditPaise)
        .sort((a, b) => b - a)
        .slice(0, 2),
    ).toEqual([4_500, 2_500]);
    const left = await db()
      .select({ remaining: customerCredits.remainingPaise })
      .from(customerCredits)
      .where(eq(customerCredits.userId, buyer!.user.id));
    expect(left).toEqual([{ remaining: 0 }]);
  }, 60_000);

  it('one customer racing six online checkouts with six keys: one unpaid checkout holds stock', async () => {
    const oil = kit.product['Groundnut Oil']!;
    const [buyer] = await customers(1);
    const stock = async () =>
      (await db().select().from(stockBatches).where(eq(stockBatches.productId, oil))).reduce(
        (sum, batch) => sum + batch.quantityRemaining,
        0,
      );
    const before = await stock();
    const body = orderBody(buyer!.addressId, [{ slot: kit.slots.later, items: [[oil, 2]] }], {
      paymentMethod: 10,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postOrder(shop, buyer!.headers, body, `tab-${i}`)),
    );
    // A checkout replaced by a newer one before its answer was sent says so.
    expect(answers.some((res) => res.statusCode === 201)).toBe(true);
    for (const res of answers)
      if (res.statusCode !== 201) expect(res.json()).toMatchObject({ code: 'CHECKOUT_REPLACED' });
    const unpaid = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, buyer!.user.id), eq(payments.status, 'awaiting_payment')));
    expect(unpaid).toHaveLength(1);
    expect(await stock()).toBe(before - 2);
  }, 60_000);

  it('confirm, webhook and a second confirm racing: one transition', async () => {
    const oil = kit.product['Groundnut Oil']!;
    const [buyer] = await customers(1);
    const res = await postOrder(
      shop,
      buyer!.headers,
      orderBody(buyer!.addressId, [{ slot: kit.slots.later, items: [[oil, 1]] }], {
        paymentMethod: 10,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<{
      myjaxyPaymentId: number;
      razorpayCheckoutOptions: { order_id: string };
    }>();
    const providerOrderId = placed.razorpayCheckoutOptions.order_id;
    const confirm = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders/payment/confirm/',
        headers: buyer!.headers,
        payload: {
          myjaxyPaymentId: placed.myjaxyPaymentId,
          razorpayPaymentId: 'pay_race1',
          razorpayOrderId: providerOrderId,
          razorpaySignature: gateway.signPayment(providerOrderId, 'pay_race1'),
        },
      });
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_race1',
            order_id: providerOrderId,
            amount: 32_000,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const webhook = () => postWebhook(shop, gateway, event, 'evt_race_1');
    const answers = await Promise.all([confirm(), webhook(), confirm(), webhook()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const own = await db()
      .select()
      .from(orders)
      .where(eq(orders.paymentId, placed.myjaxyPaymentId));
    const transitions = await db()
      .select()
      .from(orderEvents)
      .where(
        and(
          inArray(
            orderEvents.orderId,
            own.map((o) => o.id),
          ),
          eq(orderEvents.toStatus, 20),
        ),
      );
    expect(transitions).toHaveLength(1);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, placed.myjaxyPaymentId));
    expect(payment!.status).toBe('completed');
  }, 60_000);

  it('the same Idempotency-Key twice at once: one order', async () => {
    const curd = kit.product['Thick Curd']!;
    const [buyer] = await customers(1);
    const body = orderBody(buyer!.addressId, [{ slot: kit.slots.later, items: [[curd, 2]] }], {
      paymentMethod: 10,
    });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => postOrder(shop, buyer!.headers, body, 'double-click-1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const own = await db().select().from(payments).where(eq(payments.userId, buyer!.user.id));
    expect(own).toHaveLength(1);
  }, 60_000);

  it('expired holds swept by two sweepers at once: everything back once', async () => {
    const batter = kit.product['Ragi Dosa Batter']!;
    const now = shop.clock.now();
    const [code] = await db()
      .insert(discountCodes)
      .values({
        code: 'SWEEPME',
        percentage: 10,
        capPaise: 10_000,
        validFrom: new Date(now.getTime() - 86_400_000),
        validTo: new Date(now.getTime() + 86_400_000),
        usesPerCustomer: 5,
      })
      .returning();
    const stockBefore = await stockOf(batter);
    const buyers = await customers(4);
    for (const buyer of buyers) {
      const res = await postOrder(
        shop,
        buyer.headers,
        orderBody(buyer.addressId, [{ slot: kit.slots.later, items: [[batter, 2]] }], {
          paymentMethod: 10,
          discountCode: 'SWEEPME',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await stockOf(batter)).toBe(stockBefore - 8);
    const [slotHeld] = await db()
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, kit.slots.later));
    const unpaidInSlot = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.slotId, kit.slots.later), eq(orders.status, 5)));
    expect(unpaidInSlot.length).toBeGreaterThanOrEqual(4);
    shop.clock.advance(16 * 60_000);
    const swept = await Promise.all([
      sweepExpiredHolds(db(), shop.clock.now()),
      sweepExpiredHolds(db(), shop.clock.now()),
      sweepExpiredHolds(db(), shop.clock.now()),
    ]);
    // Earlier tests left unpaid orders too; each is ended by exactly one sweeper.
    const ended = await db().select().from(payments).where(eq(payments.status, 'expired'));
    expect(swept.reduce((a, b) => a + b, 0)).toBe(ended.length);
    expect(await stockOf(batter)).toBe(stockBefore);
    const [slotAfter] = await db()
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, kit.slots.later));
    expect(slotAfter!.booked).toBe(slotHeld!.booked - unpaidInSlot.length);
    const [codeAfter] = await db()
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, code!.id));
    expect(codeAfter!.usesCount).toBe(0);
    const returned = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from order_item_batches b join order_items i on i.id = b.order_item_id
          join orders o on o.id = i.order_id where o.status = 10 and b.returned_at is null`,
    );
    expect(returned.rows[0]!.n).toBe(0);
    const doubled = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from (select order_id from order_events where to_status = 10
          group by order_id having count(*) > 1) t`,
    );
    expect(doubled.rows[0]!.n).toBe(0);
    expect(await db().select().from(orderItems)).not.toHaveLength(0);
  }, 60_000);
});
