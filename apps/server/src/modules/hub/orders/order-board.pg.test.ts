import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { deliverySlots } from '../../../db/schema/delivery';
import { orderEvents, orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders, stockLeft } from '../../../test/order-fixtures';

/** Only a real PostgreSQL server shows writers committing out of order, and moves racing. */
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

const board = (date: string, etag?: string) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/hub/orders/board/?date=${date}`,
    headers: etag ? { ...ops.headers, 'if-none-match': etag } : ops.headers,
  });

describe('the orders board on PostgreSQL', () => {
  it('sees a change that commits after a later one (the counter is a sum, not a maximum)', async () => {
    const slot = await newSlot('2026-12-15');
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const place = () =>
      placeTestOrder(db(), {
        userId: customer.user.id,
        placedAt: shop.clock.now(),
        lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: slot }],
      });
    const [first, second] = [(await place()).orderIds[0]!, (await place()).orderIds[0]!];

    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstUpdated!: () => void;
    const firstHasUpdated = new Promise<void>((resolve) => (firstUpdated = resolve));
    // The first writer draws its change number, then waits before committing...
    const slowWriter = db().transaction(async (tx) => {
      await tx.update(orders).set({ cancelReason: 'slow' }).where(eq(orders.id, first));
      firstUpdated();
      await firstMayCommit;
    });
    await firstHasUpdated;
    // ...while a second writer draws a larger one and commits first.
    await db().update(orders).set({ cancelReason: 'quick' }).where(eq(orders.id, second));
    const seen = await board('2026-12-15');
    const etag = String(seen.headers.etag);
    expect((await board('2026-12-15', etag)).statusCode).toBe(304);

    commitFirst();
    await slowWriter;
    expect((await board('2026-12-15', etag)).statusCode).toBe(200);
  });

  it('a bulk packing racing customers’ cancels: each order packed or cancelled, once', async () => {
    const slot = await newSlot('2026-12-16');
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const stock = await stockLeft(db(), catalogue.products.curd);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        ...(
          await placeTestOrder(db(), {
            userId: customer.user.id,
            placedAt: shop.clock.now(),
            lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: slot }],
          })
        ).orderIds,
      );
    const cancelled = ids.filter((_, i) => i % 3 === 0);
    // The version ops saw on the slot's card before the customers moved.
    const slots = (await board('2026-12-16')).json().slots as {
      id: number;
      ordersVersion: number;
    }[];
    const version = slots.find((card) => card.id === slot)!.ordersVersion;
    const [bulk, ...cancels] = await Promise.all([
      shop.app.inject({
        method: 'POST',
        url: '/api/hub/orders/bulk-status/',
        headers: ops.headers,
        payload: { slot, status: 50, orderIds: ids, version },
      }),
      ...cancelled.map((id) =>
        shop.app.inject({
          method: 'POST',
          url: `/api/orders/cancel-v2/${id}/`,
          headers: customer.headers,
          payload: { reason: 'Changed my mind' },
        }),
      ),
    ]);
    const rows = await db().select().from(orders).where(inArray(orders.id, ids));
    const packed = rows.filter((row) => row.status === ORDER_STATUS.PACKED).map((row) => row.id);
    const gone = rows.filter((row) => row.status === ORDER_STATUS.CANCELLED).map((row) => row.id);
    if (bulk!.statusCode === 409) {
      // A cancel committed first: the card ops saw is stale, so nothing was packed.
      expect(bulk!.json().code).toBe('STALE_VERSION');
      expect(packed).toEqual([]);
      expect(gone.sort()).toEqual(cancelled.sort());
      expect(
        rows
          .filter((row) => !gone.includes(row.id))
          .every((row) => row.status === ORDER_STATUS.CONFIRMED),
      ).toBe(true);
    } else {
      expect(bulk!.statusCode, bulk!.body).toBe(200);
      const answer = bulk!.json() as { moved: number[]; refused: { id: number; code: string }[] };
      expect(packed.length + gone.length).toBe(ids.length);
      expect(answer.moved.sort()).toEqual(packed.sort());
      expect(answer.refused.map((refusal) => refusal.id).sort()).toEqual(gone.sort());
      expect(answer.refused.every((refusal) => refusal.code === 'ORDER_STEP_NOT_ALLOWED')).toBe(
        true,
      );
    }
    // Each cancel that won gave its unit back; each that lost was told so.
    expect(cancels.filter((res) => res.statusCode === 200)).toHaveLength(gone.length);
    expect(await stockLeft(db(), catalogue.products.curd)).toBe(stock - packed.length);
    const events = await db().select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.filter((event) => event.toStatus === ORDER_STATUS.PACKED)).toHaveLength(
      packed.length,
    );
  });
});
