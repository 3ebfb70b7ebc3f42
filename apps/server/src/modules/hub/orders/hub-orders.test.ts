import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hubOrderPageSchema } from '@makers-pantry/domain/fulfilment';
import { hubAuditLog } from '../../../db/schema/hub';
import { orderEvents, orders } from '../../../db/schema/orders';
import { refunds } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  orderVersion,
  placeTestOrder,
  roomForOrders,
  stockLeft,
} from '../../../test/order-fixtures';

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
const minutesAgo = (minutes: number) => new Date(shop.clock.now().getTime() - minutes * 60_000);
/** The version the board showed: the order's as it stands (1 for an order that is not there). */
const versionNow = (orderId: number) => orderVersion(db(), orderId).catch(() => 1);
const move = async (
  orderId: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = ops.headers,
) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/orders/${orderId}/status/`,
    headers,
    payload: { version: await versionNow(orderId), ...body },
  });
const collected = async (orderId: number, headers = ops.headers) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/orders/${orderId}/pod-collected/`,
    headers,
    payload: { version: await versionNow(orderId) },
  });
const place = (userId: number, extra: Partial<Parameters<typeof placeTestOrder>[1]> = {}) =>
  placeTestOrder(db(), {
    userId,
    placedAt: minutesAgo(10),
    lines: [{ productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.evening }],
    ...extra,
  });

describe('ops moves an order along', () => {
  it('packed, out for delivery, delivered: each step stored with who and when', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const placed = await place(customer.user.id);
    const id = placed.orderIds[0]!;
    for (const status of [50, 60, 70]) {
      const res = await move(id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, status });
    }
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.slice(1).map((e) => [e.fromStatus, e.toStatus, e.actor, e.actorUserId])).toEqual([
      [20, 50, 'ops', ops.user.id],
      [50, 60, 'ops', ops.user.id],
      [60, 70, 'ops', ops.user.id],
    ]);
    const history = await shop.app.inject({
      method: 'GET',
      url: '/api/orders/v2/',
      headers: customer.headers,
    });
    expect(history.json().payments[0].deliverySlots[0].orders[0].status).toBe(70);
  });

  it("answers 409 STALE_VERSION to a step sent on the version before a colleague's, which stands", async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const id = (await place(customer.user.id)).orderIds[0]!;
    const shown = await orderVersion(db(), id);
    expect((await move(id, { status: 50, version: shown })).statusCode).toBe(200);
    const second = await move(id, { status: 90, version: shown, note: 'Out of curd' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'STALE_VERSION',
      detail:
        'Someone else changed this while you were editing. Please reload it and make your change again.',
    });
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(50);
    // Without the version the step is not taken at all.
    expect(
      (
        await shop.app.inject({
          method: 'POST',
          url: `/api/hub/orders/${id}/status/`,
          headers: ops.headers,
          payload: { status: 60 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses 'Mark delivered' before the slot's day, on the one-click step too", async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const placed = await place(customer.user.id, {
      lines: [
        {
          productId: catalogue.products.curd,
          quantity: 1,
          slotId: catalogue.slots.tomorrowMorning,
        },
      ],
    });
    const id = placed.orderIds[0]!;
    for (const status of [50, 60]) expect((await move(id, { status })).statusCode).toBe(200);
    const early = await move(id, { status: 70 });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('DELIVERY_BEFORE_ITS_DAY');
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(60);
  });

  it('refuses steps that are not allowed, and unknown statuses', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const id = (await place(customer.user.id)).orderIds[0]!;
    const skip = await move(id, { status: 70 });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      code: 'ORDER_STEP_NOT_ALLOWED',
      detail: 'This order is confirmed; it cannot be marked delivered.',
    });
    expect((await move(id, { status: 20 })).statusCode).toBe(400);
    expect((await move(id, { status: 50, extra: true })).statusCode).toBe(400);
    expect((await move(2_000_000_000, { status: 50 })).statusCode).toBe(404);
    await move(id, { status: 50 });
    await move(id, { status: 60 });
    expect((await move(id, { status: 90 })).statusCode).toBe(409);
  });

  it('may cancel a packed order: stock back, the online payment refunded once, the reason shown to the customer', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const before = await stockLeft(db(), catalogue.products.curd);
    const placed = await place(customer.user.id, { placedAt: minutesAgo(300) });
    const id = placed.orderIds[0]!;
    await move(id, { status: 50 });
    const res = await move(id, { status: 90, note: 'Maker could not deliver' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockLeft(db(), catalogue.products.curd)).toBe(before);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 90, cancelReason: 'Maker could not deliver' });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    // The customer reads why on the order's page.
    const seen = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/`,
      headers: customer.headers,
    });
    expect(seen.json().cancelReason).toBe('Maker could not deliver');
  });

  it('records cash collected on delivery once, and only once the order is out for delivery', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const placed = await place(customer.user.id, { method: 20 });
    const id = placed.orderIds[0]!;
    for (const [status, words] of [
      [null, 'confirmed'],
      [50, 'packed'],
    ] as const) {
      if (status) expect((await move(id, { status })).statusCode).toBe(200);
      const early = await collected(id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        code: 'POD_NOT_TO_COLLECT',
        detail: `This order is ${words}; cash is collected only once it is out for delivery.`,
      });
    }
    const [notYet] = await db().select().from(orders).where(eq(orders.id, id));
    expect(notYet!.podCollectedAt).toBeNull();
    expect((await move(id, { status: 60 })).statusCode).toBe(200);
    const first = await collected(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().podCollection).toEqual({ toCollect: 90, isCompleted: true });
    const again = await collected(id);
    expect(again.json().collectedAt).toBe(first.json().collectedAt);
    const audit = await db()
      .select()
      .from(hubAuditLog)
      .where(and(eq(hubAuditLog.objectType, 'order'), eq(hubAuditLog.objectId, id)))
      .orderBy(hubAuditLog.id);
    expect(audit.map((row) => [row.action, row.actorUserId, row.after])).toEqual([
      ['packed', ops.user.id, { status: 50 }],
      ['out for delivery', ops.user.id, { status: 60 }],
      ['cash collected', ops.user.id, { podCollectedAt: first.json().collectedAt, cash: 90 }],
    ]);
    const history = await shop.app.inject({
      method: 'GET',
      url: '/api/orders/v2/',
      headers: customer.headers,
    });
    expect(history.json().payments[0].deliverySlots[0].podCollection).toEqual({
      toCollect: 90,
      isCompleted: true,
    });
    const online = await place(customer.user.id);
    expect((await collected(online.orderIds[0]!)).statusCode).toBe(409);
  });

  it('lists orders by status and slot, newest first, a page at a time', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const placed = await place(customer.user.id, {
      lines: [
        {
          productId: catalogue.products.jowarMix,
          quantity: 1,
          slotId: catalogue.slots.dayAfterEvening,
        },
      ],
    });
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/orders/?status=20&slot=${catalogue.slots.dayAfterEvening}`,
      headers: ops.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = hubOrderPageSchema.parse(res.json());
    expect(page.orders.map((order) => order.id)).toEqual(placed.orderIds);
    expect(page.orders[0]).toMatchObject({
      status: 20,
      nextStatuses: [50, 90],
      customer: { name: 'Asha Rao' },
    });
    const all = hubOrderPageSchema.parse(
      (
        await shop.app.inject({ method: 'GET', url: '/api/hub/orders/', headers: ops.headers })
      ).json(),
    );
    const ids = all.orders.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(
      (
        await shop.app.inject({
          method: 'GET',
          url: '/api/hub/orders/?status=33',
          headers: ops.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is for ops and admins only: customers and sellers get 403', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const seller = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    const admin = await createTestLogin(db(), { roles: ['admin'] }, shop.clock.now());
    const id = (await place(customer.user.id)).orderIds[0]!;
    for (const who of [customer, seller]) {
      expect((await move(id, { status: 50 }, who.headers)).statusCode).toBe(403);
      expect((await collected(id, who.headers)).statusCode).toBe(403);
      const list = await shop.app.inject({
        method: 'GET',
        url: '/api/hub/orders/',
        headers: who.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await move(id, { status: 50 }, {})).statusCode).toBe(401);
    expect((await move(id, { status: 50 }, admin.headers)).statusCode).toBe(200);
  });
});
