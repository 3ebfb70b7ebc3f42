import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { deliverySlots } from '../../../db/schema/delivery';
import { orderItemBatches, orders } from '../../../db/schema/orders';
import { refunds } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { expectKeptStockTrue } from '../../../test/kept-stock';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders, stockLeft } from '../../../test/order-fixtures';
import { expectKeptTalliesTrue } from '../../../test/kept-tallies';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;
let customer: Login;

/** The test clock is 2026-11-20 10:00 in Bangalore; `evening` is today's, the others later. */
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  await db.update(deliverySlots).set({ isPodAllowed: true });
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  customer = await createTestLogin(db, { firstName: 'Asha' }, now);
});
afterAll(async () => shop.close());
// Every change these tests make to orders keeps Today's tallies true (decision 075).
afterEach(async () => {
  await expectKeptTalliesTrue(shop.database.db);
});

const db = () => shop.database.db;
const call = caller(() => shop);

async function outForDelivery(
  method: number = PAYMENT_METHOD.ONLINE,
  slotId = catalogue.slots.evening,
) {
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    placedAt: shop.clock.now(),
    method,
    status: ORDER_STATUS.OUT_FOR_DELIVERY,
    lines: [{ productId: catalogue.products.curd, quantity: 2, slotId }],
  });
  return placed.orderIds[0]!;
}

const page = async (orderId: number) => {
  const res = await call('GET', `/api/hub/orders/${orderId}/`, ops);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const customerNote = async (orderId: number) => {
  const res = await call('GET', `/api/orders/${orderId}/`, customer);
  return res;
};

async function failed(orderId: number, reason = 'not_at_home') {
  const { version } = await page(orderId);
  const res = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, {
    version,
    reason,
    note: 'Called twice, no answer',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a failed delivery', () => {
  it('puts the order back at the hub with why, for ops and the customer', async () => {
    const orderId = await outForDelivery();
    const done = await failed(orderId);
    expect(done).toEqual({
      id: orderId,
      status: ORDER_STATUS.PACKED,
      detail: `Order ${orderId} is back at the hub (Not at home). Re-attempt it in another slot or return it.`,
    });
    const after = await page(orderId);
    expect(after.awaitsDecision).toBe(true);
    expect(after.events.slice(-2)).toMatchObject([
      {
        fromStatus: 60,
        toStatus: 50,
        actorName: 'Ravi Customer',
        note: 'Delivery failed: Not at home. Called twice, no answer',
        isForCustomer: false,
      },
      {
        note: 'We could not deliver your order today: nobody was at home. It is safe with us; we will call you to deliver it in another slot.',
        isForCustomer: true,
      },
    ]);
    const history = await call('GET', `/api/hub/history/order/${orderId}/`, ops);
    expect(history.json().history[0]).toMatchObject({
      action: 'delivery failed',
      after: { status: 50, reason: 'Not at home', note: 'Called twice, no answer' },
    });
  });

  it('refuses a stale version, an order not out, and an unknown reason', async () => {
    const orderId = await outForDelivery();
    const { version } = await page(orderId);
    const bad = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, {
      version,
      reason: 'rain',
    });
    expect(bad.statusCode).toBe(400);
    await failed(orderId, 'refused');
    const stale = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, {
      version,
      reason: 'refused',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const again = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, {
      version: (await page(orderId)).version,
      reason: 'refused',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'This order is packed; only an order out for delivery can fail.',
    );
    const byCustomer = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, customer, {
      version,
      reason: 'refused',
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});

describe('re-attempting a failed delivery', () => {
  it('moves it to a slot the slot-move rules allow, and the customer reads when', async () => {
    const orderId = await outForDelivery(PAYMENT_METHOD.POD);
    await failed(orderId, 'pod_refused');
    const slots = await call('GET', `/api/hub/orders/${orderId}/reattempt-slots/`, ops);
    const ids = slots.json().slots.map((slot: { id: number }) => slot.id);
    expect(ids).toContain(catalogue.slots.tomorrowMorning);
    expect(ids).not.toContain(catalogue.slots.closed);
    expect(ids).not.toContain(catalogue.slots.quick);

    const { version } = await page(orderId);
    const closed = await call('POST', `/api/hub/orders/${orderId}/reattempt/`, ops, {
      version,
      slotId: catalogue.slots.closed,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'SLOT_MOVE_NOT_POSSIBLE' });
    expect(closed.json().detail).toMatch(/^This order cannot go out in that slot\. /);

    const [before] = await db()
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, catalogue.slots.tomorrowMorning));
    const res = await call('POST', `/api/hub/orders/${orderId}/reattempt/`, ops, {
      version,
      slotId: catalogue.slots.tomorrowMorning,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toMatch(
      new RegExp(`^Order ${orderId} goes out again on 21 Nov 2026, `),
    );
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ slotId: catalogue.slots.tomorrowMorning, status: 50 });
    const [afterSlot] = await db()
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, catalogue.slots.tomorrowMorning));
    expect(afterSlot!.booked).toBe(before!.booked + 1);
    const mine = await customerNote(orderId);
    expect(JSON.stringify(mine.json())).toContain(
      'We will deliver your order again on 21 Nov 2026',
    );
    const stale = await call('POST', `/api/hub/orders/${orderId}/reattempt/`, ops, {
      version,
      slotId: catalogue.slots.dayAfterMorning,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('refuses an order whose delivery did not fail', async () => {
    const orderId = await outForDelivery();
    const res = await call('POST', `/api/hub/orders/${orderId}/reattempt/`, ops, {
      version: (await page(orderId)).version,
      slotId: catalogue.slots.tomorrowMorning,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'This order is out for delivery; only a failed delivery is re-attempted or returned.',
    );
  });
});

describe('returning a failed delivery to the hub', () => {
  it("puts an online order's stock back once and refunds it once, even when asked again", async () => {
    const stockBefore = await stockLeft(db(), catalogue.products.curd);
    const orderId = await outForDelivery(PAYMENT_METHOD.ONLINE);
    expect(await stockLeft(db(), catalogue.products.curd)).toBe(stockBefore - 2);
    await failed(orderId, 'wrong_address');
    const { version } = await page(orderId);
    const res = await call('POST', `/api/hub/orders/${orderId}/return-to-hub/`, ops, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(
      `Order ${orderId} is returned: its stock is back on the shelf and ₹90 is refunded.`,
    );
    const again = await call('POST', `/api/hub/orders/${orderId}/return-to-hub/`, ops, { version });
    expect(again.statusCode).toBe(409);
    const fresh = await call('POST', `/api/hub/orders/${orderId}/return-to-hub/`, ops, {
      version: (await page(orderId)).version,
    });
    expect(fresh.statusCode).toBe(409);
    expect(await stockLeft(db(), catalogue.products.curd)).toBe(stockBefore);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountPaise).toBe(9000);
    const given = await db()
      .select()
      .from(orderItemBatches)
      .innerJoin(orders, eq(orders.id, orderId));
    expect(given.length).toBeGreaterThan(0);
    const after = await page(orderId);
    expect(after.order.status).toBe(ORDER_STATUS.CANCELLED);
    expect(after.items[0].batches.every((b: { isReturned: boolean }) => b.isReturned)).toBe(true);
    expect(after.events.at(-1)).toMatchObject({
      isForCustomer: true,
      note: 'Your order came back to us after the delivery failed, so we have cancelled it. Your payment of ₹90 is refunded to where you paid from.',
    });
    await expectKeptStockTrue(db());
    await expectMoneyLedgerBalanced(db());
  });

  it('charges nothing for pay on delivery, and refuses once cash was taken', async () => {
    const orderId = await outForDelivery(PAYMENT_METHOD.POD);
    await failed(orderId, 'pod_refused');
    const res = await call('POST', `/api/hub/orders/${orderId}/return-to-hub/`, ops, {
      version: (await page(orderId)).version,
    });
    expect(res.json().detail).toBe(
      `Order ${orderId} is returned: its stock is back on the shelf and nothing is charged.`,
    );
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await page(orderId)).events.at(-1).note).toContain('Nothing is charged.');

    const paidPart = await outForDelivery(PAYMENT_METHOD.POD);
    const cash = await call('POST', `/api/hub/orders/${paidPart}/pod-collected/`, ops, {
      version: (await page(paidPart)).version,
      collected: 20,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    await failed(paidPart, 'refused');
    const refused = await call('POST', `/api/hub/orders/${paidPart}/return-to-hub/`, ops, {
      version: (await page(paidPart)).version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Cash was recorded for this order at the door/);
    await expectMoneyLedgerBalanced(db());
  });
});

/** The version of a slot's orders as the board's card shows it, which its bulk step is sent on. */
async function ordersVersionOnTheBoard(date: string, slotId: number): Promise<number> {
  const board = await call('GET', `/api/hub/orders/board/?date=${date}`, ops);
  const slots = board.json().slots as { id: number; ordersVersion: number }[];
  return slots.find((slot) => slot.id === slotId)!.ordersVersion;
}

describe("'Mark delivered'", () => {
  it("takes the version and is refused before its slot's day", async () => {
    const tomorrow = await outForDelivery(PAYMENT_METHOD.ONLINE, catalogue.slots.tomorrowMorning);
    const early = await call('POST', `/api/hub/orders/${tomorrow}/delivered/`, ops, {
      version: (await page(tomorrow)).version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'DELIVERY_BEFORE_ITS_DAY',
      detail: 'This order is for 21 Nov 2026; it cannot be marked delivered before that day.',
    });
    // The board's one-click step and the slot's bulk step keep the same rule.
    const board = await call('POST', `/api/hub/orders/${tomorrow}/status/`, ops, {
      status: 70,
      version: (await page(tomorrow)).version,
    });
    expect(board.json().code).toBe('DELIVERY_BEFORE_ITS_DAY');
    const bulk = await call('POST', '/api/hub/orders/bulk-status/', ops, {
      slot: catalogue.slots.tomorrowMorning,
      status: 70,
      version: await ordersVersionOnTheBoard('2026-11-21', catalogue.slots.tomorrowMorning),
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({
      moved: [],
      refused: [
        {
          id: tomorrow,
          code: 'DELIVERY_BEFORE_ITS_DAY',
          detail: 'This order is for 21 Nov 2026; it cannot be marked delivered before that day.',
        },
      ],
    });

    const today = await outForDelivery();
    const { version } = await page(today);
    const res = await call('POST', `/api/hub/orders/${today}/delivered/`, ops, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(today)).order.status).toBe(ORDER_STATUS.DELIVERED);
    const stale = await call('POST', `/api/hub/orders/${today}/delivered/`, ops, { version });
    expect(stale.json().code).toBe('STALE_VERSION');
  });
});

describe('partial cash at the door', () => {
  it('records what was paid and flags the shortfall on the Cash page', async () => {
    const orderId = await outForDelivery(PAYMENT_METHOD.POD);
    const { version } = await page(orderId);
    const tooMuch = await call('POST', `/api/hub/orders/${orderId}/pod-collected/`, ops, {
      version,
      collected: 500,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('CASH_MORE_THAN_DUE');
    const res = await call('POST', `/api/hub/orders/${orderId}/pod-collected/`, ops, {
      version,
      collected: 60,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(orderId)).cashCollected).toBe(60);
    expect((await page(orderId)).events.at(-1).note).toBe(
      'Cash collected on delivery: ₹60 of ₹90 (₹30 short)',
    );
    const run = await call('GET', `/api/hub/orders/cash/?slot=${catalogue.slots.evening}`, ops);
    expect(run.statusCode, run.body).toBe(200);
    const line = run.json().orders.find((o: { id: number }) => o.id === orderId);
    expect(line).toMatchObject({ collected: 60, toCollect: 90, flag: 'short' });
    expect(run.json().problems).toContainEqual(
      expect.stringMatching(/ paid ₹60 of ₹90 at the door: ₹30 short\.$/),
    );
    const stale = await call('POST', `/api/hub/orders/${orderId}/pod-collected/`, ops, {
      version,
      collected: 90,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
  });
});
