import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots } from '../../../db/schema/delivery';
import { discountCodes } from '../../../db/schema/discounts';
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

/** Only a real PostgreSQL server can show two cancels, or a cancel and a packing, racing. */
let shop: TestShop;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
const minutesAgo = (minutes: number) => new Date(shop.clock.now().getTime() - minutes * 60_000);
const cancel = (orderId: number, headers: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/cancel-v2/${orderId}/`,
    headers,
    payload: { reason: 'Changed my mind' },
  });
const booked = async (slotId: number) =>
  (
    await db()
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, slotId))
  )[0]!.booked;

describe('cancel races (PostgreSQL)', () => {
  it('ten simultaneous cancels of one order: one wins; stock, place and refund come back once', async () => {
    const { user, headers } = await createTestLogin(db(), {}, shop.clock.now());
    const { products: p, slots } = catalogue;
    const stock = await stockLeft(db(), p.ragiBatter);
    const places = await booked(slots.evening);
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      placedAt: minutesAgo(5),
      lines: [{ productId: p.ragiBatter, quantity: 4, slotId: slots.evening }],
    });
    const id = placed.orderIds[0]!;

    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(id, headers)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await stockLeft(db(), p.ragiBatter)).toBe(stock);
    expect(await booked(slots.evening)).toBe(places);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((event) => event.toStatus === 90)).toHaveLength(1);
  });

  it('a cancel racing a packing: exactly one of them happens', async () => {
    const { user, headers } = await createTestLogin(db(), {}, shop.clock.now());
    const ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
    for (let round = 0; round < 5; round++) {
      const stock = await stockLeft(db(), catalogue.products.jowarMix);
      const placed = await placeTestOrder(db(), {
        userId: user.id,
        placedAt: minutesAgo(5),
        lines: [
          { productId: catalogue.products.jowarMix, quantity: 2, slotId: catalogue.slots.evening },
        ],
      });
      const id = placed.orderIds[0]!;
      const version = await orderVersion(db(), id);
      const [cancelled, packed] = await Promise.all([
        cancel(id, headers),
        shop.app.inject({
          method: 'POST',
          url: `/api/hub/orders/${id}/status/`,
          headers: ops.headers,
          payload: { status: 50, version },
        }),
      ]);
      expect([cancelled.statusCode, packed.statusCode].sort()).toEqual([200, 409]);
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      if (cancelled.statusCode === 200) {
        expect(order!.status).toBe(90);
        expect(await stockLeft(db(), catalogue.products.jowarMix)).toBe(stock);
      } else {
        expect(order!.status).toBe(50);
        expect(await stockLeft(db(), catalogue.products.jowarMix)).toBe(stock - 2);
      }
    }
  });

  it("cancelling a checkout's two orders at once gives the discount use back once", async () => {
    const { user, headers } = await createTestLogin(db(), {}, shop.clock.now());
    const [code] = await db()
      .insert(discountCodes)
      .values({
        code: 'RACE10',
        percentage: 10,
        capPaise: 10_000,
        validFrom: minutesAgo(1000),
        validTo: minutesAgo(-1000),
      })
      .returning();
    const placed = await placeTestOrder(db(), {
      userId: user.id,
      placedAt: minutesAgo(5),
      discountCodeId: code!.id,
      discountPaise: 2_000,
      lines: [
        { productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening },
        {
          productId: catalogue.products.sesameOil,
          quantity: 1,
          slotId: catalogue.slots.tomorrowMorning,
        },
      ],
    });
    const answers = await Promise.all(placed.orderIds.map((id) => cancel(id, headers)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [after] = await db().select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.usesCount).toBe(0);
  });
});
