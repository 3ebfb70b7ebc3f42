import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { customerCredits, orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { FakePaymentGateway } from '../../test/fake-payment-gateway';
import { openTestShop, type TestShop } from '../../test/harness';
import { expectMoneyLedgerBalanced } from '../../test/money-ledger';
import { multipart } from '../../test/multipart';
import { orderVersion, placeTestOrder, roomForOrders } from '../../test/order-fixtures';

/**
 * Issue 36 items 1 and 2: one money rule per order line. What was refunded, credited and sent
 * again as a replacement never adds up to more than the line was paid for, and an item the
 * customer did not receive earns a refund (its order's cancel) or nothing.
 */
let shop: TestShop;
let catalogue: Catalogue;
const gateway = new FakePaymentGateway();
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
type Login = Awaited<ReturnType<typeof createTestLogin>>;
const MINUTE = 60_000;

/** An online order of 2 x ₹190, paid; answers its order and line. */
async function paidOrder(customer: Login, status: number) {
  const productId = catalogue.products.fillers[1]!;
  await db().update(products).set({ pricePaise: 19_000 }).where(eq(products.id, productId));
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    status,
    placedAt: new Date(shop.clock.now().getTime() - 10 * MINUTE),
    lines: [{ productId, quantity: 2, slotId: catalogue.slots.evening }],
  });
  const orderId = placed.orderIds[0]!;
  const [item] = await db()
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { orderId, itemId: item!.id };
}

async function report(
  customer: Login,
  order: { orderId: number; itemId: number },
  type: string,
  resolutionType = 'DISCOUNT',
) {
  const product = type !== 'ORDER_NOT_DELIVERED' && type !== 'OTHER';
  const body = multipart(
    {
      type,
      order: String(order.orderId),
      orderItem: String(order.itemId),
      description: 'Never came',
      isDraft: 'false',
      ...(product ? { quantity: '2', resolutionType } : {}),
    },
    [],
  );
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/orders/report-issue/',
    headers: { ...customer.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const resolve = (ops: Login, id: number, outcome: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/tickets/${id}/resolve/`,
    headers: ops.headers,
    payload: { version: 1, outcome, note: 'Sorted out for you.' },
  });
const cancel = (customer: Login, orderId: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/cancel-v2/${orderId}/`,
    headers: customer.headers,
    payload: { reason: 'It never came' },
  });
const creditOf = async (customer: Login) =>
  (
    await shop.app.inject({ method: 'GET', url: '/api/orders/credit/', headers: customer.headers })
  ).json<{ amount: number }>().amount;
const refundOf = async (orderId: number) =>
  (await db().select().from(refunds).where(eq(refunds.orderId, orderId)))[0]?.amountPaise ?? 0;

describe('an item the customer did not receive', () => {
  it('earns no credit: the DISCOUNT is refused, and the cancel refunds the ₹380', async () => {
    const asha = await createTestLogin(db());
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const order = await paidOrder(asha, 20);
    const id = await report(asha, order, 'ORDER_NOT_DELIVERED');

    for (const outcome of ['DISCOUNT', 'REPLACEMENT']) {
      const refused = await resolve(ops, id, outcome);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ITEM_NOT_RECEIVED',
        detail:
          'This item has not reached the customer (its order is confirmed), so it cannot be credited or replaced. Cancel the order to refund it, or resolve the ticket with nothing.',
      });
    }
    expect(await creditOf(asha)).toBe(0);

    const cancelled = await cancel(asha, order.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await refundOf(order.orderId)).toBe(38_000);
    // The ticket is still open, and ops may close it with nothing.
    expect((await resolve(ops, id, 'NOTHING')).statusCode).toBe(200);
    expect(await creditOf(asha)).toBe(0);
  });

  it('of an order already cancelled and refunded earns no credit', async () => {
    const ravi = await createTestLogin(db());
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const order = await paidOrder(ravi, 20);
    const id = await report(ravi, order, 'OTHER');
    expect((await cancel(ravi, order.orderId)).statusCode).toBe(200);
    expect(await refundOf(order.orderId)).toBe(38_000);

    const refused = await resolve(ops, id, 'DISCOUNT');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ITEM_NOT_RECEIVED',
      detail:
        'This item has not reached the customer (its order is cancelled and refunded), so it cannot be credited or replaced. Cancel the order to refund it, or resolve the ticket with nothing.',
    });
    expect(await creditOf(ravi)).toBe(0);
  });

  it('credited under the old rule is not refunded twice: a cancel refunds only what is left', async () => {
    const meera = await createTestLogin(db());
    const order = await paidOrder(meera, 20);
    // A line credited ₹190 before this rule (as the probe's ticket did), and that credit.
    await db()
      .update(orderItems)
      .set({ creditedPaise: 19_000 })
      .where(eq(orderItems.id, order.itemId));
    await db().insert(customerCredits).values({
      userId: meera.user.id,
      amountPaise: 19_000,
      remainingPaise: 19_000,
      createdAt: shop.clock.now(),
    });
    const cancelled = await cancel(meera, order.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      detail: 'Order cancelled. You will receive a refund of ₹190 in 5-7 business days',
    });
    expect(await refundOf(order.orderId)).toBe(19_000);
  });
});

describe('a replacement and credit on the same line', () => {
  it('a replacement of both units leaves no credit to earn', async () => {
    const asha = await createTestLogin(db());
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const order = await paidOrder(asha, 70);
    const replaced = await resolve(
      ops,
      await report(asha, order, 'PRODUCT_QUALITY'),
      'REPLACEMENT',
    );
    expect(replaced.statusCode, replaced.body).toBe(200);

    const second = await report(asha, order, 'PRODUCT_QUALITY');
    // Ops see what the line has already had before choosing.
    const shown = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/tickets/${second}/`,
      headers: ops.headers,
    });
    expect(shown.json()).toMatchObject({ item: { quantity: 2, credited: 0, replaced: 2 } });
    const credited = await resolve(ops, second, 'DISCOUNT');
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json()).toMatchObject({ creditAmount: 0 });
    expect(await creditOf(asha)).toBe(0);
  });

  it('credit first leaves no room for a replacement, which is refused with what is left', async () => {
    const ravi = await createTestLogin(db());
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const order = await paidOrder(ravi, 70);
    const credited = await resolve(ops, await report(ravi, order, 'PRODUCT_QUALITY'), 'DISCOUNT');
    expect(credited.json()).toMatchObject({ creditAmount: 380 });

    const id = await report(ravi, order, 'PRODUCT_QUALITY', 'REPLACEMENT');
    const refused = await resolve(ops, id, 'REPLACEMENT');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ITEM_ALREADY_MADE_GOOD',
      detail:
        'This item has already been credited or replaced for ₹380 of the ₹380 paid for it, so a replacement of 2 would give more than was paid. Please resolve the ticket with nothing.',
    });
    const placedSince = await db().select().from(orders).where(eq(orders.userId, ravi.user.id));
    expect(placedSince).toHaveLength(1);
  });

  it("a replacement cancelled before it went out gives the line's room back", async () => {
    const meera = await createTestLogin(db());
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const order = await paidOrder(meera, 70);
    const replaced = await resolve(
      ops,
      await report(meera, order, 'PRODUCT_QUALITY'),
      'REPLACEMENT',
    );
    const replacementOrderId = replaced.json<{
      ticket: { resolution: { replacementOrderId: number } };
    }>().ticket.resolution.replacementOrderId;
    const shopCancel = await shop.app.inject({
      method: 'POST',
      url: `/api/hub/orders/${replacementOrderId}/status/`,
      headers: ops.headers,
      payload: {
        status: 90,
        note: 'Out of stock at the maker',
        version: await orderVersion(shop.database.db, replacementOrderId),
      },
    });
    expect(shopCancel.statusCode, shopCancel.body).toBe(200);

    const credited = await resolve(ops, await report(meera, order, 'PRODUCT_QUALITY'), 'DISCOUNT');
    expect(credited.json()).toMatchObject({ creditAmount: 380 });
  });
});
