import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hubDashboardSchema, type HubDashboard } from '@makers-pantry/domain/hub-dashboard';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { refunds } from '../../../db/schema/payments';
import { tickets } from '../../../db/schema/support';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder } from '../../../test/order-fixtures';
import { expectKeptTalliesTrue } from '../../../test/kept-tallies';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;
let asha: Login;

// The catalogue's own small stock is kept (no roomForOrders): what runs low is the point here.
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
  asha = await createTestLogin(shop.database.db, {}, shop.clock.now());
});
afterAll(async () => shop.close());
// Every change these tests make to orders keeps Today's tallies true (decision 075).
afterEach(async () => {
  await expectKeptTalliesTrue(shop.database.db);
});

const db = () => shop.database.db;

const dashboard = (query = '', headers: Record<string, string> = ops.headers) =>
  shop.app.inject({ method: 'GET', url: `/api/hub/dashboard/${query}`, headers });

async function dashboardOf(query = ''): Promise<HubDashboard> {
  const res = await dashboard(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return hubDashboardSchema.parse(res.json());
}

/** A delivery day of its own: an evening slot for 4 orders and a quick slot for 2 (Asia/Kolkata). */
async function dayOfSlots(date: string) {
  const slot = (from: string, to: string, type: number, capacity: number) => ({
    date,
    startAt: new Date(`${date}T${from}:00+05:30`),
    endAt: new Date(`${date}T${to}:00+05:30`),
    type,
    capacity,
    cutoffAt: new Date(`${date}T${from}:00+05:30`),
  });
  const [quick, evening] = await db()
    .insert(deliverySlots)
    .values([slot('11:00', '12:00', 100, 2), slot('18:00', '20:00', 10, 4)])
    .returning({ id: deliverySlots.id });
  return { quick: quick!.id, evening: evening!.id };
}

const place = (
  slotId: number,
  extra: Partial<Parameters<typeof placeTestOrder>[1]> = {},
  productId = catalogue.products.ragiBatter,
  quantity = 1,
) =>
  placeTestOrder(db(), {
    userId: asha.user.id,
    placedAt: shop.clock.now(),
    lines: [{ productId, quantity, slotId }],
    ...extra,
  });

describe('the hub dashboard', () => {
  it('answers ops and admins only', async () => {
    const seller = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    const admin = await createTestLogin(db(), { roles: ['admin'] }, shop.clock.now());
    expect((await dashboard('', {})).statusCode).toBe(401);
    const refused = await dashboard('', seller.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await dashboard('', asha.headers)).statusCode).toBe(403);
    expect((await dashboard('', admin.headers)).statusCode).toBe(200);
    const bad = await dashboard('?date=tomorrow');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('date must be a delivery day');
  });

  it('names the products running low, the most at risk first, and leaves out a shelf an order empties', async () => {
    const before = await dashboardOf();
    expect(before.lowStock.threshold).toBe(10);
    // The fewest on the shelf first, then the least on its way, then the longest in the shop; a
    // product with none left is sold out, not running low (the idli batter, the three oils), and
    // a product off sale (the pickle, 3) or of an unapproved maker (4) never shows.
    expect(before.lowStock.products.map((product) => [product.name, product.inHand])).toEqual([
      ['Millet Bread', 5],
      ['Peanut Chikki Pack 1', 5],
      ['Peanut Chikki Pack 2', 5],
      ['Peanut Chikki Pack 3', 5],
      ['Peanut Chikki Pack 4', 5],
      ['Peanut Chikki Pack 5', 5],
      ['Peanut Chikki Pack 6', 5],
      ['Peanut Chikki Pack 7', 5],
    ]);
    // Millet bread and the 24 chikki packs (5 each), jowar mix (6) and ghee (8).
    expect(before.lowStock.count).toBe(27);

    const { evening } = await dayOfSlots('2026-12-04');
    await place(evening, {}, catalogue.products.curd, 1);
    const oneTaken = await dashboardOf();
    expect(oneTaken.lowStock.count).toBe(28);
    await place(evening, {}, catalogue.products.curd, 9);
    const emptied = await dashboardOf();
    expect(emptied.lowStock.count).toBe(27);
    expect(emptied.lowStock.products.map((product) => product.name)).not.toContain('Thick Curd');
  });

  it("counts a day's orders by slot and state, with takings and fill", async () => {
    const day = await dayOfSlots('2026-12-05');
    // Ragi batter is ₹120; the first order carries a ₹30 fee.
    await place(day.evening, { deliveryFeePaise: 3_000 });
    await place(day.evening, { method: PAYMENT_METHOD.POD }, catalogue.products.ragiBatter, 2);
    await place(day.evening, { method: PAYMENT_METHOD.POD, status: ORDER_STATUS.CANCELLED });
    await place(day.evening, { status: ORDER_STATUS.AWAITING_PAYMENT });
    await place(day.quick, { status: ORDER_STATUS.PACKED });

    const answer = await dashboardOf('?date=2026-12-05');
    expect(answer.date).toBe('2026-12-05');
    expect(answer.slots.map((slot) => [slot.id, slot.type])).toEqual([
      [day.quick, 100],
      [day.evening, 10],
    ]);
    const [quick, evening] = answer.slots;
    expect(evening).toMatchObject({
      booked: 4,
      capacity: 4,
      isActive: true,
      counts: [
        { status: ORDER_STATUS.AWAITING_PAYMENT, orders: 1 },
        { status: ORDER_STATUS.CONFIRMED, orders: 2 },
        { status: ORDER_STATUS.CANCELLED, orders: 1 },
      ],
      // The cancelled order and the one still waiting for its payment are not takings.
      takings: { prepaid: 150, payOnDelivery: 240, total: 390 },
    });
    expect(quick).toMatchObject({
      booked: 1,
      capacity: 2,
      counts: [{ status: ORDER_STATUS.PACKED, orders: 1 }],
      takings: { prepaid: 120, payOnDelivery: 0, total: 120 },
    });
    expect(answer.takings).toEqual({ prepaid: 270, payOnDelivery: 240, total: 510 });

    const empty = await dashboardOf('?date=2027-01-09');
    expect(empty.slots).toEqual([]);
    expect(empty.takings.total).toBe(0);
  });

  it("is about today (Asia/Kolkata) when no day is asked for, with the catalogue's slots", async () => {
    const answer = await dashboardOf();
    // The test clock reads 2026-11-20 10:00 in Bangalore.
    expect(answer.date).toBe('2026-11-20');
    expect(answer.slots.map((slot) => slot.id)).toContain(catalogue.slots.evening);
  });

  it('counts the batches near their best-before with units left, the soonest first', async () => {
    const batch = (
      productId: number,
      status: 'approved' | 'inwarded' | 'expired',
      bestBefore: string,
      quantityRemaining = 7,
    ) => ({
      productId,
      status,
      quantity: 7,
      quantityRemaining,
      bestBefore,
    });
    await db()
      .insert(stockBatches)
      .values([
        batch(catalogue.products.ragiBatter, 'approved', '2026-11-22'),
        batch(catalogue.products.jowarMix, 'inwarded', '2026-11-21'),
        // Beyond three days, already stopped, and emptied by orders: none counts.
        batch(catalogue.products.ragiBatter, 'approved', '2026-11-24'),
        batch(catalogue.products.jowarMix, 'expired', '2026-11-21'),
        batch(catalogue.products.jowarMix, 'approved', '2026-11-21', 0),
      ]);
    const answer = await dashboardOf();
    expect(answer.expiringBatches.days).toBe(3);
    expect(answer.expiringBatches.count).toBe(2);
    expect(answer.expiringBatches.batches).toMatchObject([
      { productName: 'Jowar Roti Mix', bestBefore: '2026-11-21', quantityRemaining: 7 },
      { productName: 'Ragi Dosa Batter', bestBefore: '2026-11-22', storeName: "Amma's Kitchen" },
    ]);
  });

  it('counts open tickets and the refunds waiting, those needing attention apart', async () => {
    const { evening } = await dayOfSlots('2026-12-06');
    const now = shop.clock.now();
    const earlier = new Date(now.getTime() - 3_600_000);
    const orders = await Promise.all([1, 2, 3, 4].map(() => place(evening)));
    await db()
      .insert(tickets)
      .values([
        { userId: asha.user.id, type: 'DAMAGED', isDraft: false, confirmedAt: earlier },
        { userId: asha.user.id, type: 'LATE', isDraft: false, confirmedAt: now },
        // A draft is still the customer's, and a resolved ticket waits for nobody.
        { userId: asha.user.id, type: 'LATE' },
        {
          userId: asha.user.id,
          type: 'LATE',
          isDraft: false,
          confirmedAt: now,
          status: 'resolved',
        },
      ]);
    const refund = (
      index: number,
      status: 'pending' | 'failed' | 'processed',
      attention = false,
    ) => ({
      orderId: orders[index]!.orderIds[0]!,
      paymentId: orders[index]!.paymentId,
      amountPaise: 12_000,
      status,
      needsAttentionAt: attention ? now : null,
    });
    await db()
      .insert(refunds)
      .values([
        refund(0, 'pending'),
        refund(1, 'pending', true),
        refund(2, 'failed'),
        refund(3, 'processed'),
      ]);

    const answer = await dashboardOf();
    expect(answer.tickets).toEqual({ open: 2, oldestConfirmedAt: earlier.toISOString() });
    expect(answer.refunds).toEqual({ waiting: 3, needsAttention: 2, amount: 360 });
    await db().update(tickets).set({ status: 'resolved' }).where(eq(tickets.type, 'DAMAGED'));
    expect((await dashboardOf()).tickets.open).toBe(1);
  });
});
