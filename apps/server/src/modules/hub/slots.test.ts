import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots } from '../../db/schema/delivery';
import { hubAuditLog } from '../../db/schema/hub';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestLogin } from '../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../test/checkout-test-kit';
import { caller, openTestShop, type TestShop } from '../../test/harness';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let kit: CheckoutShop;
let ops: Login;
let seller: Login;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;
let ravi: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  kit = await buildCheckoutShop(db, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
  ravi = await checkoutCustomer(shop, { firstName: 'Ravi' });
});
afterAll(async () => shop.close());

const call = caller(() => shop);
const slotRow = async (id: number) =>
  (await shop.database.db.select().from(deliverySlots).where(eq(deliverySlots.id, id)))[0]!;
/** One Groundnut Oil in the slot three days on, paid on delivery. */
const orderIn = async (customer: typeof asha, slot: number) => {
  const res = await postOrder(
    shop,
    customer.headers,
    orderBody(customer.addressId, [{ slot, items: [[kit.product['Groundnut Oil']!, 1]] }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (await shop.database.db.select().from(orders).where(eq(orders.slotId, slot))).at(-1)!.id;
};

describe('who may see and change slots', () => {
  it.each([
    ['GET', '/api/hub/slot-templates/', undefined],
    ['POST', '/api/hub/slot-templates/', { weekday: 1 }],
    ['PATCH', '/api/hub/slot-templates/1/', { version: 1, capacity: 5 }],
    ['GET', '/api/hub/slots/?date=2026-11-20', undefined],
    ['PATCH', '/api/hub/slots/1/', { capacity: 5 }],
  ] as const)(
    '%s %s: sellers and customers 403, nobody 401, no-store',
    async (method, url, body) => {
      for (const [login, status] of [
        [seller, 403],
        [asha, 403],
        [undefined, 401],
      ] as const) {
        const res = await call(method, url, login, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    },
  );
});

describe('slot templates', () => {
  it('lists the week the migration wrote, with each cut-off in words', async () => {
    const res = await call('GET', '/api/hub/slot-templates/', ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { templates } = res.json<{ templates: Record<string, unknown>[] }>();
    expect(templates).toHaveLength(28);
    expect(templates.slice(0, 4)).toMatchObject([
      {
        weekdayName: 'Sunday',
        kind: 'morning',
        start: '06:00',
        end: '08:00',
        isPodAllowed: false,
        cutoff: { rule: 'hoursBeforeStart', hours: 10 },
        cutoffText: '10 hours before start',
      },
      {
        kind: 'quick',
        start: '07:00',
        end: '22:00',
        capacity: 15,
        deliveryFee: 25,
        freeDeliveryAmount: 199,
        cutoff: null,
        promisedMinutes: 30,
        daysAhead: 1,
      },
      { kind: 'scheduled', start: '08:00', end: '11:00' },
      { kind: 'scheduled', start: '17:00', end: '20:00', capacity: 60 },
    ]);
  });

  it('creates one, edits it on its version (an older one answers 409), each in the audit log', async () => {
    const created = await call('POST', '/api/hub/slot-templates/', ops, {
      weekday: 6,
      kind: 'scheduled',
      start: '12:00',
      end: '14:00',
      capacity: 20,
      cutoff: { rule: 'dayBeforeAt', time: '22:00' },
      serviceablePolygon: 200,
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<{ id: number; version: number }>();
    expect(template).toMatchObject({
      version: 1,
      weekdayName: 'Saturday',
      cutoffText: 'The day before at 22:00',
      deliveryFee: 0,
      isActive: true,
    });
    const edited = await call('PATCH', `/api/hub/slot-templates/${template.id}/`, ops, {
      version: 1,
      capacity: 25,
      cutoff: { rule: 'hoursBeforeStart', hours: 4 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      version: 2,
      capacity: 25,
      cutoffText: '4 hours before start',
    });
    const stale = await call('PATCH', `/api/hub/slot-templates/${template.id}/`, ops, {
      version: 1,
      capacity: 30,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
    const audit = await shop.database.db
      .select()
      .from(hubAuditLog)
      .where(
        and(eq(hubAuditLog.objectType, 'slot_template'), eq(hubAuditLog.objectId, template.id)),
      );
    expect(audit.map((row) => [row.action, row.actorName])).toEqual([
      ['created', 'Ravi Customer'],
      ['edited', 'Ravi Customer'],
    ]);
    expect(audit[1]!.before).toEqual({
      capacity: 20,
      cutoff: { rule: 'dayBeforeAt', time: '22:00' },
    });
  });

  it('refuses a quick template with a cut-off rule, and a window that ends before it starts', async () => {
    const quick = await call('POST', '/api/hub/slot-templates/', ops, {
      weekday: 1,
      kind: 'quick',
      start: '07:00',
      end: '22:00',
      capacity: 10,
      cutoff: { rule: 'hoursBeforeStart', hours: 1 },
      serviceablePolygon: 100,
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().detail).toContain('Quick slots have no cut-off rule');
    const backwards = await call('PATCH', '/api/hub/slot-templates/1/', ops, {
      version: 1,
      start: '09:00',
      end: '08:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toBe('The window must start before it ends.');
  });
});

describe("one day's slots", () => {
  it('lists the scheduled windows with what is booked, and quick delivery as the one slot open now', async () => {
    const res = await call('GET', '/api/hub/slots/?date=2026-11-20', ops);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<{ slots: { id: number }[]; quick: Record<string, unknown>[] }>();
    expect(day.slots.map((slot) => slot.id)).toEqual([kit.slots.closed, kit.slots.evening]);
    expect(day.quick).toHaveLength(1);
    expect(day.quick[0]).toMatchObject({
      text: 'Get it in 30 mins',
      open: { id: kit.slots.quick, label: '10 AM to 11 AM' },
      next: null,
    });
  });

  it('never lets capacity go below what is booked: 409 with the count', async () => {
    await orderIn(asha, kit.slots.later);
    await orderIn(ravi, kit.slots.later);
    const day = await call('GET', '/api/hub/slots/?date=2026-11-23', ops);
    expect(day.json().slots).toMatchObject([{ id: kit.slots.later, booked: 2, isClosed: false }]);
    const below = await call('PATCH', `/api/hub/slots/${kit.slots.later}/`, ops, { capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      code: 'SLOT_BELOW_BOOKED',
      detail: 'This slot already has 2 orders: its capacity cannot go below 2.',
    });
    const exact = await call('PATCH', `/api/hub/slots/${kit.slots.later}/`, ops, { capacity: 2 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().slot).toMatchObject({ capacity: 2, booked: 2 });
  });

  it('asks what to do with the orders of a slot being closed, then moves them with a note the customer sees', async () => {
    const closing = await call('PATCH', `/api/hub/slots/${kit.slots.later}/`, ops, {
      isClosed: true,
    });
    expect(closing.statusCode).toBe(409);
    expect(closing.json()).toEqual({
      code: 'SLOT_HAS_ORDERS',
      detail:
        'This slot has 2 orders. Choose whether to keep them in it or move them to another slot.',
    });
    await shop.database.db
      .update(deliverySlots)
      .set({ capacity: 1 })
      .where(eq(deliverySlots.id, kit.slots.small));
    const tooSmall = await call('PATCH', `/api/hub/slots/${kit.slots.later}/`, ops, {
      isClosed: true,
      orders: 'move',
      moveTo: kit.slots.small,
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toEqual({
      code: 'SLOT_MOVE_NOT_POSSIBLE',
      detail:
        'The orders cannot be moved to that slot. That slot has room for 1 more, and 2 would move.',
    });
    expect((await slotRow(kit.slots.later)).isActive).toBe(true);
    await shop.database.db
      .update(deliverySlots)
      .set({ capacity: 3 })
      .where(eq(deliverySlots.id, kit.slots.small));

    const moved = await call('PATCH', `/api/hub/slots/${kit.slots.later}/`, ops, {
      isClosed: true,
      orders: 'move',
      moveTo: kit.slots.small,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { movedOrders } = moved.json<{ movedOrders: number[] }>();
    expect(movedOrders).toHaveLength(2);
    expect(moved.json().slot).toMatchObject({ isClosed: true, booked: 0 });
    expect((await slotRow(kit.slots.small)).booked).toBe(2);

    const note =
      'Your delivery slot was changed to 2026-11-22, 5 PM to 8 PM. Sorry for the change.';
    const events = await shop.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, movedOrders[0]!));
    expect(events.at(-1)).toMatchObject({
      actor: 'ops',
      fromStatus: 20,
      toStatus: 20,
      note,
      isForCustomer: true,
    });
    // A later note of the shop's own (not written to the customer) does not replace it.
    await shop.database.db.insert(orderEvents).values({
      orderId: movedOrders[0]!,
      fromStatus: 20,
      toStatus: 20,
      actor: 'ops',
      note: 'Cash collected on delivery',
    });
    const detail = await call('GET', `/api/orders/${movedOrders[0]}/`, asha);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ shopNote: note });
    expect(detail.json().deliverySlots[0].id).toBe(kit.slots.small);
    const myOrders = await call('GET', '/api/orders/v2/', asha);
    expect(myOrders.statusCode, myOrders.body).toBe(200);
    const listed = myOrders
      .json<{ payments: { deliverySlots: { orders: { id: number; shopNote?: string }[] }[] }[] }>()
      .payments.flatMap((p) => p.deliverySlots.flatMap((s) => s.orders));
    expect(listed.find((o) => o.id === movedOrders[0])?.shopNote).toBe(note);

    const audit = await shop.database.db
      .select()
      .from(hubAuditLog)
      .where(and(eq(hubAuditLog.objectType, 'slot'), eq(hubAuditLog.objectId, kit.slots.later)));
    expect(audit.at(-1)).toMatchObject({
      action: 'closed',
      after: { isClosed: true, booked: 0, orders: 'move', movedTo: kit.slots.small },
    });
  });

  it('keeps the orders in a closed slot when told to, and opens it again', async () => {
    const kept = await call('PATCH', `/api/hub/slots/${kit.slots.small}/`, ops, {
      isClosed: true,
      orders: 'keep',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ slot: { isClosed: true, booked: 2 }, movedOrders: [] });
    const open = await call('PATCH', `/api/hub/slots/${kit.slots.small}/`, ops, {
      isClosed: false,
    });
    expect(open.json().slot).toMatchObject({ isClosed: false, booked: 2 });
  });
});
