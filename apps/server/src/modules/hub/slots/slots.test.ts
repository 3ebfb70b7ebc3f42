import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots } from '../../../db/schema/delivery';
import { hubAuditLog } from '../../../db/schema/hub';
import { orderEvents, orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  quickSlotAt,
  slotAt,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { expectKeptTalliesTrue } from '../../../test/kept-tallies';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let kit: CheckoutShop;
let ops: Login;
let seller: Login;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;
let ravi: Awaited<ReturnType<typeof checkoutCustomer>>;
/** Slots four and five days on, past the kit's: where the later slot's orders may or may not go. */
let beyond: Record<
  'silent' | 'roomy' | 'quick' | 'farAway' | 'tight' | 'shut' | 'laterStill',
  number
>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  kit = await buildCheckoutShop(db, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
  ravi = await checkoutCustomer(shop, { firstName: 'Ravi' });
  const rows = await db
    .insert(deliverySlots)
    .values([
      slotAt(4, 6, 8, { isPodAllowed: false }),
      slotAt(4, 8, 11),
      quickSlotAt(4, 12),
      slotAt(4, 12, 14, { serviceablePolygon: 0 }),
      slotAt(4, 17, 20, { capacity: 1 }),
      slotAt(4, 14, 16, { isActive: false }),
      slotAt(5, 8, 11),
    ])
    .returning();
  const [silent, roomy, quick, farAway, tight, shut, laterStill] = rows.map((row) => row.id);
  beyond = { silent, roomy, quick, farAway, tight, shut, laterStill } as typeof beyond;
});
afterAll(async () => shop.close());
// Every change these tests make to orders keeps Today's tallies true (decision 075).
afterEach(async () => {
  await expectKeptTalliesTrue(shop.database.db);
});

const call = caller(() => shop);
const slotRow = async (id: number) =>
  (await shop.database.db.select().from(deliverySlots).where(eq(deliverySlots.id, id)))[0]!;
/** A slot edited by ops on the version stored now, as the screen that just read it sends. */
const editSlot = async (id: number, body: object) =>
  call('PATCH', `/api/hub/slots/${id}/`, ops, { version: (await slotRow(id)).version, ...body });
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
    ['PATCH', '/api/hub/slots/1/', { version: 1, capacity: 5 }],
    ['GET', '/api/hub/slots/1/move-targets/', undefined],
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

  it("shows a template's history to ops, whatever else has its number, and to no seller", async () => {
    const created = await call('POST', '/api/hub/slot-templates/', ops, {
      weekday: 2,
      kind: 'scheduled',
      start: '16:00',
      end: '18:00',
      capacity: 12,
      cutoff: { rule: 'dayBeforeAt', time: '21:00' },
      serviceablePolygon: 200,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const history = await call('GET', `/api/hub/history/slot_template/${id}/`, ops);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().history.map((row: { action: string }) => row.action)).toEqual([
      'created',
    ]);
    const asSeller = await call('GET', `/api/hub/history/slot_template/${id}/`, seller);
    expect([403, 404]).toContain(asSeller.statusCode);
    const missing = await call('GET', `/api/hub/history/slot_template/${id + 1000}/`, ops);
    expect(missing.statusCode).toBe(404);
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
    const below = await editSlot(kit.slots.later, { capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      code: 'SLOT_BELOW_BOOKED',
      detail: 'This slot already has 2 orders: its capacity cannot go below 2.',
    });
    const exact = await editSlot(kit.slots.later, { capacity: 2 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().slot).toMatchObject({ capacity: 2, booked: 2 });
  });

  it("refuses the second of two operators' saves made from the same view: 409 STALE_VERSION", async () => {
    const { version } = await slotRow(beyond.laterStill);
    const first = await call('PATCH', `/api/hub/slots/${beyond.laterStill}/`, ops, {
      version,
      capacity: 30,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().slot).toMatchObject({ capacity: 30, version: version + 1 });
    const second = await call('PATCH', `/api/hub/slots/${beyond.laterStill}/`, ops, {
      version,
      capacity: 12,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('STALE_VERSION');
    expect(await slotRow(beyond.laterStill)).toMatchObject({ capacity: 30, version: version + 1 });
  });

  it('asks what to do with the orders of a slot being closed, and offers only slots that take them all', async () => {
    const closing = await editSlot(kit.slots.later, {
      isClosed: true,
    });
    expect(closing.statusCode).toBe(409);
    expect(closing.json()).toEqual({
      code: 'SLOT_HAS_ORDERS',
      detail:
        'This slot has 2 orders. Choose whether to keep them in it or move them to another slot.',
    });
    // The list reaches the next days and leaves out every slot the two POD orders cannot go to.
    const targets = await call('GET', `/api/hub/slots/${kit.slots.later}/move-targets/`, ops);
    expect(targets.statusCode, targets.body).toBe(200);
    expect(targets.json().slots.map((slot: { id: number }) => slot.id)).toEqual([
      beyond.roomy,
      beyond.laterStill,
    ]);
    const quickTargets = await call('GET', `/api/hub/slots/${kit.slots.quick}/move-targets/`, ops);
    expect(quickTargets.json().slots.map((slot: { id: number }) => slot.id)).toEqual([
      beyond.quick,
    ]);
    expect((await call('GET', '/api/hub/slots/99999/move-targets/', ops)).statusCode).toBe(404);
  });

  it.each([
    ['silent', 'That slot takes prepaid orders only, and orders {a} and {b} are paid on delivery.'],
    ['earlier', 'That slot is on 22 Nov 2026, before the day the customers chose.'],
    ['quick', 'Orders for a delivery window cannot move to quick delivery.'],
    ['farAway', 'That slot does not reach the address of orders {a} and {b}.'],
    ['tight', 'That slot has room for 1 more, and 2 would move.'],
    ['shut', 'That slot is closed.'],
    ['started', 'That slot has already started.'],
  ] as const)(
    'refuses a move to the %s slot with a sentence, and moves nothing',
    async (name, why) => {
      const [a, b] = (
        await shop.database.db.select().from(orders).where(eq(orders.slotId, kit.slots.later))
      ).map((order) => order.id);
      const to =
        name === 'earlier'
          ? kit.slots.small
          : name === 'started'
            ? kit.slots.evening
            : beyond[name];
      if (name === 'started') shop.clock.current = new Date('2026-11-20T11:45:00.000Z');
      const res = await editSlot(kit.slots.later, {
        isClosed: true,
        orders: 'move',
        moveTo: to,
        reason: 'Our evening van is in the workshop',
      });
      shop.clock.current = new Date('2026-11-20T04:30:00.000Z');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        code: 'SLOT_MOVE_NOT_POSSIBLE',
        detail: `The orders cannot be moved to that slot. ${why.replace('{a}', String(a)).replace('{b}', String(b))}`,
      });
      expect(await slotRow(kit.slots.later)).toMatchObject({ isActive: true, booked: 2 });
    },
  );

  it('wants a reason for a move, which each customer reads', async () => {
    const res = await editSlot(kit.slots.later, {
      isClosed: true,
      orders: 'move',
      moveTo: beyond.roomy,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Write why the orders are moved: each customer reads it.');
  });

  it('moves them to a later day: the customer reads why, the history says who, from where to where and why', async () => {
    const moved = await editSlot(kit.slots.later, {
      isClosed: true,
      orders: 'move',
      moveTo: beyond.roomy,
      reason: 'Our evening van is in the workshop',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { movedOrders } = moved.json<{ movedOrders: number[] }>();
    expect(movedOrders).toHaveLength(2);
    expect(moved.json().slot).toMatchObject({ isClosed: true, booked: 0 });
    expect((await slotRow(beyond.roomy)).booked).toBe(2);

    const note =
      'We moved your delivery from 23 Nov 2026, 5 PM to 8 PM to 24 Nov 2026, 8 AM to 11 AM. ' +
      'Why: Our evening van is in the workshop. Sorry for the change.';
    const events = await shop.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, movedOrders[0]!));
    expect(events.at(-1)).toMatchObject({
      actor: 'ops',
      actorUserId: ops.user.id,
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
    expect(detail.json().deliverySlots[0].id).toBe(beyond.roomy);
    const myOrders = await call('GET', '/api/orders/v2/', asha);
    expect(myOrders.statusCode, myOrders.body).toBe(200);
    const listed = myOrders
      .json<{ payments: { deliverySlots: { orders: { id: number; shopNote?: string }[] }[] }[] }>()
      .payments.flatMap((p) => p.deliverySlots.flatMap((s) => s.orders));
    expect(listed.find((o) => o.id === movedOrders[0])?.shopNote).toBe(note);

    const history = await call('GET', `/api/hub/history/order/${movedOrders[0]}/`, ops);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().history[0]).toMatchObject({
      action: 'moved to another slot',
      actor: { id: ops.user.id, name: expect.stringContaining('Ravi') },
      before: { slotId: kit.slots.later, slot: '23 Nov 2026, 5 PM to 8 PM' },
      after: {
        slotId: beyond.roomy,
        slot: '24 Nov 2026, 8 AM to 11 AM',
        reason: 'Our evening van is in the workshop',
      },
    });
    const audit = await shop.database.db
      .select()
      .from(hubAuditLog)
      .where(and(eq(hubAuditLog.objectType, 'slot'), eq(hubAuditLog.objectId, kit.slots.later)));
    expect(audit.at(-1)).toMatchObject({
      action: 'closed',
      after: { isClosed: true, booked: 0, orders: 'move', movedTo: beyond.roomy },
    });
  });

  it('keeps the orders in a closed slot when told to, and opens it again', async () => {
    const kept = await editSlot(beyond.roomy, {
      isClosed: true,
      orders: 'keep',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ slot: { isClosed: true, booked: 2 }, movedOrders: [] });
    const open = await editSlot(beyond.roomy, {
      isClosed: false,
    });
    expect(open.json().slot).toMatchObject({ isClosed: false, booked: 2 });
  });
});
