import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashRunSchema } from '@makers-pantry/domain/hub-cash';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { deliverySlots } from '../../../db/schema/delivery';
import { hubAuditLog } from '../../../db/schema/hub';
import { orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { orderVersion, placeTestOrder, roomForOrders } from '../../../test/order-fixtures';

let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
let customer: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
  customer = await createTestLogin(shop.database.db, {}, shop.clock.now());
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;

async function newSlot(date: string) {
  const [slot] = await db()
    .insert(deliverySlots)
    .values({
      date,
      startAt: new Date(`${date}T18:00:00+05:30`),
      endAt: new Date(`${date}T20:00:00+05:30`),
      type: 10,
      capacity: 10_000,
      cutoffAt: new Date(`${date}T12:00:00+05:30`),
    })
    .returning({ id: deliverySlots.id });
  return slot!.id;
}

/**
 * An order is marked delivered only on its slot's day: the clock goes to that evening, and ops
 * log in again (a month on, the first session has ended).
 */
async function onTheDay(date: string) {
  const evening = new Date(`${date}T19:00:00+05:30`).getTime();
  if (shop.clock.now().getTime() < evening)
    shop.clock.advance(evening - shop.clock.now().getTime());
  ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
  customer = await createTestLogin(db(), { mobile: customer.user.mobile }, shop.clock.now());
}

const placePod = async (slotId: number, quantity: number) =>
  (
    await placeTestOrder(db(), {
      userId: customer.user.id,
      placedAt: shop.clock.now(),
      method: PAYMENT_METHOD.POD,
      lines: [{ productId: catalogue.products.curd, quantity, slotId }],
    })
  ).orderIds[0]!;

const move = async (id: number, status: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/orders/${id}/status/`,
    headers: ops.headers,
    payload: { status, version: await orderVersion(db(), id) },
  });
const collect = async (id: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/orders/${id}/pod-collected/`,
    headers: ops.headers,
    payload: { version: await orderVersion(db(), id) },
  });
const cashOf = async (slot: number) => {
  const res = await shop.app.inject({
    method: 'GET',
    url: `/api/hub/orders/cash/?slot=${slot}`,
    headers: ops.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cashRunSchema.parse(res.json());
};
const count = (payload: Record<string, unknown>, headers = ops.headers) =>
  shop.app.inject({ method: 'PUT', url: '/api/hub/orders/cash/', headers, payload });

describe('cash on delivery per run', () => {
  it('expects the cash of the orders that left, and flags what was not recorded', async () => {
    const slot = await newSlot('2026-12-20');
    const a = await placePod(slot, 1); // 45
    const b = await placePod(slot, 2); // 90
    const c = await placePod(slot, 3); // 135, stays packed: not in the run's cash yet
    for (const id of [a, b, c]) expect((await move(id, 50)).statusCode).toBe(200);
    for (const id of [a, b]) expect((await move(id, 60)).statusCode).toBe(200);

    const out = await cashOf(slot);
    expect(out).toMatchObject({ expected: 135, collected: 0, notCollected: 135, handover: null });
    expect(out.orders.map((order) => [order.id, order.flag])).toEqual([
      [a, 'still-out'],
      [b, 'still-out'],
    ]);
    expect(out.isSettled).toBe(false);

    expect((await collect(a)).statusCode).toBe(200);
    await onTheDay('2026-12-20');
    for (const id of [a, b]) expect((await move(id, 70)).statusCode).toBe(200);
    const back = await cashOf(slot);
    expect(back).toMatchObject({ expected: 135, collected: 45, notCollected: 90 });
    const bNumber = back.orders.find((order) => order.id === b)!.number;
    const [bOrder] = await db().select().from(orders).where(eq(orders.id, b));
    expect(bNumber).toBe(`#${bOrder!.paymentId}`);
    expect(back.orders.find((order) => order.id === b)).toMatchObject({
      flag: 'not-recorded',
      flagText: 'Delivered, but no cash was recorded for it.',
    });
    expect(back.problems).toEqual([
      `Order ${bNumber} was delivered, but its cash of ₹90 was not recorded.`,
      "The run's cash has not been counted yet.",
    ]);
    expect(c).toBeGreaterThan(0);
  });

  it('records the count, flags a short one, and takes a correction on its version', async () => {
    const slot = await newSlot('2026-12-21');
    const a = await placePod(slot, 2); // 90
    const early = await count({ slot, counted: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'POD_NOT_TO_COLLECT',
      detail:
        'No order of this slot has left with cash to collect yet; count the cash when the run is back.',
    });
    await move(a, 50);
    await move(a, 60);
    await collect(a);
    await onTheDay('2026-12-21');
    await move(a, 70);

    const short = await count({ slot, counted: 85.5, note: 'Rider had no change' });
    expect(short.statusCode, short.body).toBe(200);
    const run = cashRunSchema.parse(short.json());
    expect(run.handover).toMatchObject({ counted: 85.5, difference: -4.5, version: 1 });
    expect(run.problems).toEqual([
      'The cash counted (₹85.50) is ₹4.50 short of the cash recorded (₹90).',
    ]);
    expect(run.isSettled).toBe(false);

    const stale = await count({ slot, counted: 90 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const fixed = await count({ slot, counted: 90, version: 1 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(cashRunSchema.parse(fixed.json())).toMatchObject({
      handover: { counted: 90, difference: 0, version: 2 },
      problems: [],
      isSettled: true,
    });
    const audit = await db()
      .select()
      .from(hubAuditLog)
      .where(and(eq(hubAuditLog.objectType, 'slot'), eq(hubAuditLog.objectId, slot)))
      .orderBy(hubAuditLog.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['cash counted', null, { counted: 85.5, note: 'Rider had no change' }],
      ['cash counted', { counted: 85.5, note: 'Rider had no change' }, { counted: 90, note: null }],
    ]);
    const history = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/history/slot/${slot}/`,
      headers: ops.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().history[0]).toMatchObject({
      action: 'cash counted',
      after: { counted: 90 },
    });
  });

  it('refuses bad amounts, unknown slots and anyone but ops', async () => {
    const seller = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    const slot = await newSlot('2026-12-22');
    expect((await count({ slot, counted: -1 })).json().detail).toBe(
      'The cash counted cannot be below 0.',
    );
    expect((await count({ slot, counted: 10.005 })).json().detail).toBe(
      'The cash counted can have at most two decimals.',
    );
    expect((await count({ slot: 2_000_000_000, counted: 1 })).statusCode).toBe(404);
    expect((await count({ slot, counted: 1 }, seller.headers)).statusCode).toBe(403);
    expect((await count({ slot, counted: 1 }, customer.headers)).statusCode).toBe(403);
    const none = await shop.app.inject({
      method: 'GET',
      url: '/api/hub/orders/cash/?slot=2000000000',
      headers: ops.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', detail: 'This delivery slot was not found.' });
  });
});
