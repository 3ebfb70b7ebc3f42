import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots } from '../../../db/schema/delivery';
import { discountCodes, discountUses } from '../../../db/schema/discounts';
import { orderEvents, orders } from '../../../db/schema/orders';
import { refunds } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders, stockLeft } from '../../../test/order-fixtures';
import { expectKeptTalliesTrue } from '../../../test/kept-tallies';

let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
// Every change these tests make to orders keeps Today's tallies true (decision 075).
afterEach(async () => {
  await expectKeptTalliesTrue(shop.database.db);
});
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
const minutesAgo = (minutes: number) => new Date(shop.clock.now().getTime() - minutes * 60_000);
const customer = () => createTestLogin(db(), {}, shop.clock.now());
const cancel = (
  orderId: number,
  headers: Record<string, string>,
  payload: Record<string, unknown> = { reason: 'Ordered twice' },
) =>
  shop.app.inject({ method: 'POST', url: `/api/orders/cancel-v2/${orderId}/`, headers, payload });
const booked = async (slotId: number) =>
  (
    await db()
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, slotId))
  )[0]!.booked;

describe('POST /api/orders/cancel-v2/{orderId}/', () => {
  it('cancels a paid online order: stock and slot place back, refund of its share booked', async () => {
    const { user, headers } = await customer();
    const { products: p, slots } = catalogue;
    const stockBefore = await stockLeft(db(), p.ragiBatter);
    const placesBefore = await booked(slots.evening);
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      method: 10,
      placedAt: minutesAgo(10),
      lines: [
        { productId: p.ragiBatter, quantity: 3, slotId: slots.evening },
        { productId: p.curd, quantity: 1, slotId: slots.tomorrowMorning },
      ],
    });
    expect(await stockLeft(db(), p.ragiBatter)).toBe(stockBefore - 3);
    expect(await booked(slots.evening)).toBe(placesBefore + 1);

    const res = await cancel(placed.orderIds[0]!, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(
        /^Order cancelled\. You will receive a full refund of ₹[\d,]+ in 5-7 business days$/,
      ),
    });
    expect(await stockLeft(db(), p.ragiBatter)).toBe(stockBefore);
    expect(await booked(slots.evening)).toBe(placesBefore);

    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderIds[0]!));
    expect(order).toMatchObject({ status: 90, cancelReason: 'Ordered twice' });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 20,
      toStatus: 90,
      actor: 'customer',
      actorUserId: user.id,
      note: 'Ordered twice',
    });
    const booking = await db().select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(booking).toHaveLength(1);
    // The shop's default gateway (the simulator) takes the refund at once.
    expect(booking[0]).toMatchObject({
      amountPaise: 36_000,
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });

    // The other order of the checkout goes on.
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderIds[1]}/`,
      headers,
    });
    expect(detail.json().status).toBe(20);
  });

  it('a second cancel changes nothing and says so', async () => {
    const { user, headers } = await customer();
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      placedAt: minutesAgo(5),
      lines: [
        { productId: catalogue.products.jowarMix, quantity: 2, slotId: catalogue.slots.evening },
      ],
    });
    expect((await cancel(placed.orderIds[0]!, headers)).statusCode).toBe(200);
    const stock = await stockLeft(db(), catalogue.products.jowarMix);
    const again = await cancel(placed.orderIds[0]!, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ORDER_NOT_CANCELLABLE',
      detail: 'This order is already cancelled.',
    });
    expect(await stockLeft(db(), catalogue.products.jowarMix)).toBe(stock);
    expect(
      await db().select().from(refunds).where(eq(refunds.orderId, placed.orderIds[0]!)),
    ).toHaveLength(1);
  });

  it('pay on delivery: cancelled with nothing to refund', async () => {
    const { user, headers } = await customer();
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      method: 20,
      placedAt: minutesAgo(5),
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const res = await cancel(placed.orderIds[0]!, headers);
    expect(res.json()).toEqual({ detail: 'Order cancelled. Nothing was charged for it.' });
    expect(
      await db().select().from(refunds).where(eq(refunds.orderId, placed.orderIds[0]!)),
    ).toEqual([]);
    const history = await shop.app.inject({ method: 'GET', url: '/api/orders/v2/', headers });
    expect(history.json().payments[0].deliverySlots[0].podCollection).toEqual({
      toCollect: 0,
      isCompleted: true,
    });
  });

  it('refuses after an hour, and after packing', async () => {
    const { user, headers } = await customer();
    const line = [
      { productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening },
    ];
    const old = await placeTestOrder(db(), {
      userId: user.id,
      placedAt: minutesAgo(60),
      lines: line,
    });
    const packed = await placeTestOrder(db(), {
      userId: user.id,
      placedAt: minutesAgo(5),
      status: 50,
      lines: line,
    });
    const late = await cancel(old.orderIds[0]!, headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'Orders can be cancelled only within 1 hour of placing them. Please contact us for help.',
    );
    const afterPacking = await cancel(packed.orderIds[0]!, headers);
    expect(afterPacking.statusCode).toBe(409);
    expect(afterPacking.json().detail).toContain('already packed');
    const statuses = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.paymentId, old.paymentId));
    expect(statuses).toEqual([{ status: 20 }]);
  });

  it('refuses a pay-on-delivery order whose cash was collected: the money is with the shop', async () => {
    const { user, headers } = await customer();
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      method: 20,
      placedAt: minutesAgo(5),
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const id = placed.orderIds[0]!;
    // As an order collected before dispatch was refused could still be left.
    await db()
      .update(orders)
      .set({ podCollectedAt: minutesAgo(1) })
      .where(eq(orders.id, id));
    const detail = await shop.app.inject({ method: 'GET', url: `/api/orders/${id}/`, headers });
    expect(detail.json().canCancel).toBe(false);

    const res = await cancel(id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ORDER_NOT_CANCELLABLE',
      detail:
        'The cash for this order has already been collected, so it can no longer be cancelled. Please contact us.',
    });
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 20, cancelReason: null });
  });

  it('refuses an order still waiting for its online payment: it ends by itself', async () => {
    const { user, headers } = await customer();
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      status: 5,
      placedAt: minutesAgo(2),
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const res = await cancel(placed.orderIds[0]!, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'This order is waiting for its payment. If it is not paid, it is cancelled by itself within a few minutes.',
    );
  });

  it("another customer's order is not found, and a reason is required", async () => {
    const owner = await customer();
    const other = await customer();
    const placed = await placeTestOrder(db(), {
      userId: owner.user.id,
      placedAt: minutesAgo(5),
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    expect((await cancel(placed.orderIds[0]!, other.headers)).statusCode).toBe(404);
    expect((await cancel(placed.orderIds[0]!, owner.headers, {})).statusCode).toBe(400);
    expect((await cancel(placed.orderIds[0]!, owner.headers, { reason: '   ' })).statusCode).toBe(
      400,
    );
    expect(
      (await cancel(placed.orderIds[0]!, owner.headers, { reason: 'ok then', x: 1 })).statusCode,
    ).toBe(400);
    expect((await cancel(placed.orderIds[0]!, {}, { reason: 'ok then' })).statusCode).toBe(401);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderIds[0]!));
    expect(order!.status).toBe(20);
  });

  it('gives the discount use back once the last order of the checkout is cancelled', async () => {
    const { user, headers } = await customer();
    const [code] = await db()
      .insert(discountCodes)
      .values({
        code: 'CANCELTEST',
        percentage: 10,
        capPaise: 10_000,
        validFrom: minutesAgo(1000),
        validTo: minutesAgo(-1000),
      })
      .returning();
    const { products: p, slots } = catalogue;
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      placedAt: minutesAgo(5),
      discountCodeId: code!.id,
      discountPaise: 3_000,
      lines: [
        { productId: p.curd, quantity: 1, slotId: slots.evening },
        { productId: p.sesameOil, quantity: 1, slotId: slots.tomorrowMorning },
      ],
    });
    const uses = async () =>
      (await db().select().from(discountCodes).where(eq(discountCodes.id, code!.id)))[0]!.usesCount;
    expect(await uses()).toBe(1);
    await cancel(placed.orderIds[0]!, headers);
    expect(await uses()).toBe(1);
    await cancel(placed.orderIds[1]!, headers);
    expect(await uses()).toBe(0);
    const [use] = await db()
      .select()
      .from(discountUses)
      .where(eq(discountUses.paymentId, placed.paymentId));
    expect(use!.releasedAt).not.toBeNull();
  });
});
