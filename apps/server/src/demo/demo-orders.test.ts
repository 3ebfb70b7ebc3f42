import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderHistoryPageSchema,
  podPendingText,
  slotBadge,
} from '@makers-pantry/domain/order-history';
import { createTestLogin } from '../http/auth-testing';
import { addDemoSlotStates, ensureDeliverySlots } from '../modules/delivery/slot-calendar';
import { openTestShop, type TestShop } from '../test/harness';
import { seedDemo } from './demo';
import { seedDemoOrders } from './demo-orders';

let shop: TestShop;
let added: number;

beforeAll(async () => {
  shop = await openTestShop();
  const now = shop.clock.now();
  await seedDemo(shop.database.db, { now });
  await ensureDeliverySlots(shop.database.db, now);
  await addDemoSlotStates(shop.database.db, now);
  added = await seedDemoOrders(shop.database.db, now);
}, 180_000);
afterAll(async () => shop.close());

describe("the demo customer's orders", () => {
  it('show a real history at once: every state, a quick slot and cash to collect', async () => {
    expect(added).toBe(8);
    const { headers } = await createTestLogin(
      shop.database.db,
      { mobile: '9876543210' },
      shop.clock.now(),
    );
    const first = orderHistoryPageSchema.parse(
      (await shop.app.inject({ method: 'GET', url: '/api/orders/v2/', headers })).json(),
    );
    expect(first.payments).toHaveLength(8);
    const slots = first.payments.flatMap((payment) => payment.deliverySlots);
    const statuses = new Set(slots.flatMap((slot) => slot.orders.map((order) => order.status)));
    expect([...statuses].sort()).toEqual([10, 20, 50, 60, 70, 90]);
    expect(slots.some((slot) => slot.type === 100)).toBe(true);
    expect(slots.map((slot) => podPendingText(slot.podCollection)).filter(Boolean)).toHaveLength(1);
    expect(new Set(slots.map((slot) => slotBadge(slot.orders.map((o) => o.status)).text))).toEqual(
      new Set(['Cancelled', 'Delivered', 'Confirmed']),
    );

    const newest = first.payments[0]!.deliverySlots[0]!.orders[0]!.id;
    const detail = await shop.app.inject({ method: 'GET', url: `/api/orders/${newest}/`, headers });
    expect(detail.json().canCancel).toBe(true);
  });

  it('are added once', async () => {
    expect(await seedDemoOrders(shop.database.db, shop.clock.now())).toBe(0);
  });
});
