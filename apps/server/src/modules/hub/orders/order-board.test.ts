import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hubBoardSchema, type HubBoard } from '@makers-pantry/domain/hub-board';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { deliverySlots } from '../../../db/schema/delivery';
import { hubAuditLog } from '../../../db/schema/hub';
import { orderEvents, orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  orderVersion,
  placeTestOrder,
  roomForOrders,
  TEST_ADDRESS,
} from '../../../test/order-fixtures';
import { slotOrdersVersion } from '../../orders/service';

let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;

/** A delivery day of its own for a test: a morning and an evening slot (Asia/Kolkata). */
async function dayOfSlots(date: string) {
  const slot = (from: string, to: string) => ({
    date,
    startAt: new Date(`${date}T${from}:00+05:30`),
    endAt: new Date(`${date}T${to}:00+05:30`),
    type: 10,
    capacity: 10_000,
    cutoffAt: new Date(`${date}T${from}:00+05:30`),
  });
  const [morning, evening] = await db()
    .insert(deliverySlots)
    .values([slot('07:00', '09:00'), slot('18:00', '20:00')])
    .returning({ id: deliverySlots.id });
  return { morning: morning!.id, evening: evening!.id };
}

const board = (query: string, headers: Record<string, string> = ops.headers) =>
  shop.app.inject({ method: 'GET', url: `/api/hub/orders/board/?${query}`, headers });

async function boardOf(query: string): Promise<HubBoard> {
  const res = await board(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return hubBoardSchema.parse(res.json());
}

const countOf = (counts: HubBoard['counts'], status: number) =>
  counts.find((count) => count.status === status)?.orders;

const place = (
  userId: number,
  slotId: number,
  extra: Partial<Parameters<typeof placeTestOrder>[1]> = {},
) =>
  placeTestOrder(db(), {
    userId,
    placedAt: shop.clock.now(),
    lines: [{ productId: catalogue.products.curd, quantity: 1, slotId }],
    ...extra,
  });

describe('the orders board', () => {
  it("counts a day's orders by slot and state, and lists them by slot start", async () => {
    const day = await dayOfSlots('2026-12-01');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const evening1 = await place(asha.user.id, day.evening);
    const morning1 = await place(asha.user.id, day.morning, { method: PAYMENT_METHOD.POD });
    const morning2 = await place(asha.user.id, day.morning, {
      lines: [{ productId: catalogue.products.ghee, quantity: 1, slotId: day.morning }],
    });
    const unpaid = await place(asha.user.id, day.morning, {
      status: ORDER_STATUS.AWAITING_PAYMENT,
    });
    await db()
      .update(orders)
      .set({ status: ORDER_STATUS.PACKED })
      .where(eq(orders.id, morning2.orderIds[0]!));

    const answer = await boardOf('date=2026-12-01');
    expect(answer.date).toBe('2026-12-01');
    expect(answer.slots.map((slot) => slot.id)).toEqual([day.morning, day.evening]);
    const [morning, evening] = answer.slots;
    expect(countOf(morning!.counts, 20)).toBe(1);
    expect(countOf(morning!.counts, 50)).toBe(1);
    expect(countOf(morning!.counts, 5)).toBe(1);
    expect(countOf(evening!.counts, 20)).toBe(1);
    expect(countOf(answer.counts, 20)).toBe(2);
    expect(morning!.podToCollect).toBe(45);
    expect(evening!.podToCollect).toBe(0);
    // Waiting for its payment: counted, but not on the list until asked for.
    expect(answer.orders.map((order) => order.id)).toEqual([
      morning1.orderIds[0],
      morning2.orderIds[0],
      evening1.orderIds[0],
    ]);
    expect(answer.orders[0]).toMatchObject({
      status: 20,
      nextStatuses: [50, 90],
      customer: { name: 'Asha Rao', mobile: TEST_ADDRESS.mobile },
      area: 'Varthur',
      podCollection: { toCollect: 45, isCompleted: false },
    });
    const unpaidOnly = await boardOf('date=2026-12-01&state=5');
    expect(unpaidOnly.orders.map((order) => order.id)).toEqual(unpaid.orderIds);
    expect(answer.makers).toEqual([
      { id: catalogue.makers.amma, storeName: "Amma's Kitchen", orders: 3 },
      { id: catalogue.makers.ghani, storeName: 'Ghani Oils', orders: 1 },
    ]);
    expect(answer.areas).toEqual([{ name: 'Varthur', orders: 4 }]);
    expect(answer.nextCursor).toBeNull();
  });

  it('filters by state, slot, maker, area, payment and cash still to collect', async () => {
    const day = await dayOfSlots('2026-12-02');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const hsr = { ...TEST_ADDRESS, area: 'HSR Layout' };
    const online = await place(asha.user.id, day.morning);
    const pod = await place(asha.user.id, day.morning, {
      method: PAYMENT_METHOD.POD,
      address: hsr,
    });
    const oil = await place(asha.user.id, day.evening, {
      lines: [{ productId: catalogue.products.ghee, quantity: 1, slotId: day.evening }],
      address: hsr,
    });
    const ids = async (query: string) =>
      (await boardOf(`date=2026-12-02&${query}`)).orders.map((order) => order.id);

    expect(await ids(`slot=${day.evening}`)).toEqual(oil.orderIds);
    expect(await ids(`maker=${catalogue.makers.ghani}`)).toEqual(oil.orderIds);
    expect(await ids('area=HSR%20Layout')).toEqual([...pod.orderIds, ...oil.orderIds]);
    expect(await ids('payment=pod')).toEqual(pod.orderIds);
    expect(await ids('payment=online')).toEqual([...online.orderIds, ...oil.orderIds]);
    expect(await ids('podToCollect=true')).toEqual(pod.orderIds);
    expect(await ids('state=50')).toEqual([]);

    // Counts follow the filters (not the state); the filter choices stay the whole day's.
    const hsrOnly = await boardOf('date=2026-12-02&area=HSR%20Layout&state=50');
    expect(countOf(hsrOnly.counts, 20)).toBe(2);
    expect(hsrOnly.areas).toEqual([
      { name: 'HSR Layout', orders: 2 },
      { name: 'Varthur', orders: 1 },
    ]);
    expect(hsrOnly.makers.map((maker) => maker.orders)).toEqual([2, 1]);

    // Cash once recorded is no longer to collect.
    await db()
      .update(orders)
      .set({ status: ORDER_STATUS.DELIVERED, podCollectedAt: shop.clock.now() })
      .where(eq(orders.id, pod.orderIds[0]!));
    expect(await ids('podToCollect=true')).toEqual([]);
    expect((await boardOf('date=2026-12-02')).slots[0]!.podToCollect).toBe(0);
  });

  it("finds orders by the customer's number (their checkout's, '-2' for one of several) or mobile, whatever the day", async () => {
    const day = await dayOfSlots('2026-12-03');
    const ravi = await createTestLogin(db(), { mobile: '9988776655' }, shop.clock.now());
    const first = await place(ravi.user.id, day.morning);
    // One checkout, two slots: two orders the customer knows as one number.
    const second = await place(ravi.user.id, catalogue.slots.evening, {
      lines: [
        { productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening },
        { productId: catalogue.products.curd, quantity: 1, slotId: day.morning },
      ],
    });
    expect(second.orderIds).toHaveLength(2);
    const number = second.paymentId;
    const byNumber = await boardOf(`date=2026-11-01&q=%23${number}`);
    expect(byNumber.orders.map((order) => [order.id, order.number]).sort()).toEqual(
      [...second.orderIds]
        .sort((a, b) => a - b)
        .map((id, index) => [id, `#${number}-${index + 1}`])
        .sort(),
    );
    const one = await boardOf(`q=${number}-2`);
    expect(one.orders.map((order) => order.id)).toEqual([Math.max(...second.orderIds)]);
    // The single order of a checkout goes by the checkout's number alone.
    const alone = await boardOf(`q=${first.paymentId}`);
    expect(alone.orders.map((order) => [order.id, order.number])).toEqual([
      [first.orderIds[0], `#${first.paymentId}`],
    ]);
    // An order id is not a customer's number: searching one finds that checkout's orders only.
    const byOrderId = await boardOf(`q=${Math.max(...second.orderIds)}`);
    expect(
      byOrderId.orders.every((order) =>
        order.number.startsWith(`#${Math.max(...second.orderIds)}`),
      ),
    ).toBe(true);
    const byMobile = await boardOf('q=9988776655&state=50');
    expect(byMobile.orders.map((order) => order.id).sort()).toEqual(
      [...first.orderIds, ...second.orderIds].sort(),
    );
    const spoken = await boardOf(`q=${encodeURIComponent('+91 99887 76655')}`);
    expect(spoken.orders).toHaveLength(3);
    expect((await boardOf('q=2000000001')).orders).toEqual([]);
    const bad = await board('q=98765-43210');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: "Search by the customer's order number ('11' or '11-2') or a 10-digit mobile number.",
    });
  });

  it('pages 50 at a time by slot start and order id', async () => {
    const day = await dayOfSlots('2026-12-04');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const placed: number[] = [];
    for (let i = 0; i < 52; i++) {
      const slotId = i % 2 === 0 ? day.evening : day.morning;
      placed.push(...(await place(asha.user.id, slotId)).orderIds);
    }
    const expected = [
      ...placed.filter((_, i) => i % 2 === 1),
      ...placed.filter((_, i) => i % 2 === 0),
    ];
    const first = await boardOf('date=2026-12-04');
    expect(first.orders).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await boardOf(`date=2026-12-04&cursor=${first.nextCursor}`);
    expect([...first.orders, ...second.orders].map((order) => order.id)).toEqual(expected);
    expect(second.nextCursor).toBeNull();
    expect((await board('date=2026-12-04&cursor=abc')).statusCode).toBe(400);
  });

  it('answers 304 to its ETag until an order of that day or one of its slots changes', async () => {
    const day = await dayOfSlots('2026-12-05');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const placed = await place(asha.user.id, day.morning);
    const url = 'date=2026-12-05';
    const first = await board(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const poll = (tag: string) => board(url, { ...ops.headers, 'if-none-match': tag });

    const unchanged = await poll(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // Another day's order, or another filter of the same day, is not this answer.
    await place(asha.user.id, catalogue.slots.dayAfterMorning);
    expect((await poll(etag)).statusCode).toBe(304);
    expect(
      (await board(`${url}&payment=pod`, { ...ops.headers, 'if-none-match': etag })).statusCode,
    ).toBe(200);

    // A move of one of its orders.
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/hub/orders/${placed.orderIds[0]}/status/`,
      headers: ops.headers,
      payload: { status: 50, version: await orderVersion(db(), placed.orderIds[0]!) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await poll(etag);
    expect(afterMove.statusCode).toBe(200);
    expect(countOf(hubBoardSchema.parse(afterMove.json()).counts, 50)).toBe(1);
    const etag2 = String(afterMove.headers.etag);
    expect(etag2).not.toBe(etag);
    expect((await poll(etag2)).statusCode).toBe(304);

    // A new order of the day, however it is written.
    await place(asha.user.id, day.evening);
    const afterOrder = await poll(etag2);
    expect(afterOrder.statusCode).toBe(200);
    const etag3 = String(afterOrder.headers.etag);

    // A slot closed for the evening.
    await db()
      .update(deliverySlots)
      .set({ isActive: false })
      .where(eq(deliverySlots.id, day.evening));
    const afterSlot = await poll(etag3);
    expect(afterSlot.statusCode).toBe(200);
    expect(hubBoardSchema.parse(afterSlot.json()).slots[1]!.isActive).toBe(false);
  });

  it('is for ops and admins only', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const seller = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    const admin = await createTestLogin(db(), { roles: ['admin'] }, shop.clock.now());
    expect((await board('', {})).statusCode).toBe(401);
    expect((await board('', customer.headers)).statusCode).toBe(403);
    expect((await board('', seller.headers)).statusCode).toBe(403);
    expect((await board('', admin.headers)).statusCode).toBe(200);
    const today = await boardOf('');
    expect(today.date).toBe('2026-11-20');
    expect(today.slots.map((slot) => slot.id)).toContain(catalogue.slots.evening);
  });
});

/** A bulk step on the version of the slot's orders as they stand (as the board would show it). */
const bulk = async (payload: Record<string, unknown>, headers = ops.headers) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/hub/orders/bulk-status/',
    headers,
    payload: {
      version: await slotOrdersVersion(
        db(),
        payload.slot as number,
        payload.maker as number | undefined,
      ),
      ...payload,
    },
  });

describe('moving a slot in bulk', () => {
  it("packs a slot's confirmed orders, each in its history and the audit log", async () => {
    const day = await dayOfSlots('2026-12-06');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const a = await place(asha.user.id, day.morning);
    const b = await place(asha.user.id, day.morning);
    const other = await place(asha.user.id, day.evening);
    const res = await bulk({ slot: day.morning, status: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 50,
      moved: [...a.orderIds, ...b.orderIds],
      refused: [],
      detail: '2 orders are now packed.',
    });
    const [left] = await db().select().from(orders).where(eq(orders.id, other.orderIds[0]!));
    expect(left!.status).toBe(20);
    for (const id of [...a.orderIds, ...b.orderIds]) {
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
      expect(events.at(-1)).toMatchObject({ fromStatus: 20, toStatus: 50, actor: 'ops' });
      const audit = await db()
        .select()
        .from(hubAuditLog)
        .where(and(eq(hubAuditLog.objectType, 'order'), eq(hubAuditLog.objectId, id)));
      expect(audit).toMatchObject([
        {
          action: 'packed',
          actorUserId: ops.user.id,
          actorRole: 'ops',
          before: { status: 20 },
          after: { status: 50 },
        },
      ]);
    }
    const history = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/history/order/${a.orderIds[0]}/`,
      headers: ops.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().history[0]).toMatchObject({ action: 'packed' });

    const again = await bulk({ slot: day.morning, status: 50 });
    expect(again.json()).toMatchObject({
      moved: [],
      refused: [],
      detail: 'No order of this slot is confirmed: nothing was marked packed.',
    });
  });

  it('moves what it can and says why each other order did not move', async () => {
    const day = await dayOfSlots('2026-12-07');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const packed = await place(asha.user.id, day.evening);
    const cancelled = await place(asha.user.id, day.evening);
    const elsewhere = await place(asha.user.id, day.morning);
    await bulk({ slot: day.evening, status: 50, orderIds: packed.orderIds });
    await shop.app.inject({
      method: 'POST',
      url: `/api/hub/orders/${cancelled.orderIds[0]}/status/`,
      headers: ops.headers,
      payload: {
        status: 90,
        note: 'Out of curd',
        version: await orderVersion(db(), cancelled.orderIds[0]!),
      },
    });
    const res = await bulk({
      slot: day.evening,
      status: 60,
      orderIds: [...packed.orderIds, ...cancelled.orderIds, ...elsewhere.orderIds],
      note: 'Rider Suresh',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 60,
      moved: packed.orderIds,
      refused: [
        {
          id: cancelled.orderIds[0],
          code: 'ORDER_STEP_NOT_ALLOWED',
          detail: 'This order is cancelled; it cannot be marked out for delivery.',
        },
        {
          id: elsewhere.orderIds[0],
          code: 'NOT_FOUND',
          detail: `Order ${elsewhere.orderIds[0]} is not in this slot.`,
        },
      ].sort((x, y) => x.id! - y.id!),
      detail: '1 order is now out for delivery. 2 orders could not be moved; see why beside each.',
    });
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, packed.orderIds[0]!), eq(orderEvents.toStatus, 60)));
    expect(event!.note).toBe('Rider Suresh');
  });

  it("takes one maker's orders of the slot when asked", async () => {
    const day = await dayOfSlots('2026-12-08');
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const curd = await place(asha.user.id, day.morning);
    const ghee = await place(asha.user.id, day.morning, {
      lines: [{ productId: catalogue.products.ghee, quantity: 1, slotId: day.morning }],
    });
    const res = await bulk({ slot: day.morning, status: 50, maker: catalogue.makers.ghani });
    expect(res.json().moved).toEqual(ghee.orderIds);
    const [untouched] = await db().select().from(orders).where(eq(orders.id, curd.orderIds[0]!));
    expect(untouched!.status).toBe(20);
  });

  it('refuses a cancel, an unknown slot and sellers', async () => {
    const seller = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    const cancel = await bulk({ slot: catalogue.slots.evening, status: 90 });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().detail).toBe(
      'status must be 50 (packed), 60 (out for delivery) or 70 (delivered).',
    );
    const unknown = await bulk({ slot: 2_000_000_000, status: 50 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      detail: 'This delivery slot was not found.',
    });
    expect(
      (await bulk({ slot: catalogue.slots.evening, status: 50 }, seller.headers)).statusCode,
    ).toBe(403);
    expect(
      (await bulk({ slot: catalogue.slots.evening, status: 50, orderIds: [] })).statusCode,
    ).toBe(400);
  });
});
