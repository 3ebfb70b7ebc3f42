import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlots } from '../../../db/schema/delivery';
import { orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { openTestShop, type TestShop } from '../../../test/harness';

/**
 * Ops lower a slot's capacity while customers book its last places at the same moment, on
 * PostgreSQL: the slot never holds more orders than its capacity, and a refused edit says why.
 */
let shop: TestShop;
let kit: CheckoutShop;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
let customers: Awaited<ReturnType<typeof checkoutCustomer>>[];

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  kit = await buildCheckoutShop(db, shop.clock.now());
  ops = await createTestLogin(db, { roles: ['ops'] }, shop.clock.now());
  customers = [];
  for (let i = 0; i < 4; i++) customers.push(await checkoutCustomer(shop));
}, 60_000);
afterAll(async () => shop.close());

describe('capacity lowered while customers book', () => {
  it('never leaves more orders in a slot than its capacity, whoever comes first', async () => {
    const slot = kit.slots.small; // capacity 3
    for (let round = 0; round < 3; round++) {
      await shop.database.db
        .update(deliverySlots)
        .set({ capacity: 3 })
        .where(eq(deliverySlots.id, slot));
      const bookings = customers.map((customer) =>
        postOrder(
          shop,
          customer.headers,
          orderBody(customer.addressId, [{ slot, items: [[kit.product['Groundnut Oil']!, 1]] }]),
        ),
      );
      const [{ version }] = (await shop.database.db
        .select({ version: deliverySlots.version })
        .from(deliverySlots)
        .where(eq(deliverySlots.id, slot))) as [{ version: number }];
      const edit = shop.app.inject({
        method: 'PATCH',
        url: `/api/hub/slots/${slot}/`,
        headers: ops.headers,
        payload: { version, capacity: 1 + round },
      });
      const [edited, ...placed] = await Promise.all([edit, ...bookings]);
      const [row] = await shop.database.db
        .select()
        .from(deliverySlots)
        .where(eq(deliverySlots.id, slot));
      const inSlot = await shop.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.slotId, slot), ne(orders.status, 90)));
      expect(row!.booked).toBe(inSlot.length);
      expect(row!.booked).toBeLessThanOrEqual(row!.capacity);
      const accepted = placed.filter((res) => res.statusCode === 201).length;
      if (edited.statusCode === 200) {
        expect(row!.capacity).toBe(1 + round);
      } else {
        expect(edited.statusCode, edited.body).toBe(409);
        expect(edited.json().code).toBe('SLOT_BELOW_BOOKED');
        expect(edited.json().detail).toMatch(
          /^This slot already has \d+ orders?: its capacity cannot go below \d+\.$/,
        );
        expect(row!.capacity).toBe(3);
      }
      expect(accepted).toBeLessThanOrEqual(row!.capacity);
      // The next round starts from an empty slot (the stock taken is plenty for three rounds).
      await shop.database.db.update(orders).set({ status: 90 }).where(eq(orders.slotId, slot));
      await shop.database.db
        .update(deliverySlots)
        .set({ booked: 0 })
        .where(eq(deliverySlots.id, slot));
    }
  });
});
