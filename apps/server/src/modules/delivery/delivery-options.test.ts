import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOptionsResponse } from '@makers-pantry/domain/delivery-options';
import { products, stockBatches } from '../../db/schema/catalog';
import { deliverySlots } from '../../db/schema/delivery';
import { DEFAULT_CENTRE } from '../../demo/places';
import { createTestLogin } from '../../http/auth-testing';
import {
  addAddress,
  addMakers,
  addShelf,
  HOUR,
  ist,
  MINUTE,
  quickSlotAt,
  slotAt,
} from '../../test/checkout-test-kit';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let ids: Record<string, number>;
let slotIds: Record<string, number>;

beforeAll(async () => {
  shop = await openTestShop();
  const db = shop.database.db;
  const now = shop.clock.now();
  const { amma: maker, ghani: other } = await addMakers(db);
  const base = await addShelf(db);
  const rows = await db
    .insert(products)
    .values([
      { ...base, makerId: maker.id, name: 'Idli Batter', pricePaise: 9000 },
      { ...base, makerId: other.id, name: 'Groundnut Oil', pricePaise: 32000 },
      {
        ...base,
        makerId: maker.id,
        name: 'Mango Pickle',
        pricePaise: 15000,
        canSellBeforeStocking: true,
      },
      { ...base, makerId: other.id, name: 'Sesame Oil', pricePaise: 40000 },
    ])
    .returning();
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  await db.insert(stockBatches).values([
    { productId: ids['Idli Batter']!, status: 'approved', quantity: 20, quantityRemaining: 20 },
    { productId: ids['Groundnut Oil']!, status: 'approved', quantity: 2, quantityRemaining: 2 },
    // The pickle's next batch reaches the hub in two days.
    {
      productId: ids['Mango Pickle']!,
      status: 'planned',
      quantity: 30,
      quantityRemaining: 30,
      expectedAt: new Date(now.getTime() + 48 * HOUR),
    },
    { productId: ids['Sesame Oil']!, status: 'approved', quantity: 5, quantityRemaining: 0 },
  ]);
  // Scheduled slots here have 20 places.
  const slot = (
    dayOffset: number,
    start: number,
    end: number,
    extra: Parameters<typeof slotAt>[3] = {},
  ) => slotAt(dayOffset, start, end, { capacity: 20, ...extra });
  const quickSlot = (dayOffset: number, start: number) =>
    quickSlotAt(dayOffset, start, { capacity: 20 });
  const slots = await db
    .insert(deliverySlots)
    .values([
      // Quick delivery as the calendar makes it: hourly windows taking orders until half an
      // hour before they end. The 10-11 window is the one that can deliver now (10:00).
      quickSlot(0, 10),
      slot(0, 10.5, 12, { cutoffAt: new Date(now.getTime() - MINUTE) }),
      slot(0, 12, 14, { booked: 20 }),
      slot(0, 17, 20, { deliveryFeePaise: 3000, freeDeliveryAmountPaise: 49900 }),
      slot(1, 6, 8, { isPodAllowed: false }),
      slot(3, 17, 20),
      quickSlot(0, 11),
      quickSlot(0, 15),
      quickSlot(1, 10),
      // A window added by hand that overlaps the 10-11 one: still one quick slot is offered.
      quickSlot(0, 10.25),
    ])
    .returning();
  slotIds = Object.fromEntries(
    [
      'quick',
      'closed',
      'full',
      'evening',
      'morning',
      'later',
      'nextHourQuick',
      'afternoonQuick',
      'tomorrowQuick',
      'overlappingQuick',
    ].map((name, i) => [name, slots[i]!.id]),
  );
});
afterAll(async () => shop.close());

async function options(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/carts/delivery-options-v2/',
    payload: body,
    headers,
  });
  return res;
}

const addressAt = (headers: Record<string, string>, lat: number, lng: number) =>
  addAddress(shop, headers, { lat, lng });

const slotIdsOf = (answer: DeliveryOptionsResponse, option: number, delivery: number) =>
  answer.options[option]?.deliveries[delivery]?.slots.map((s) => s.id) ?? [];

describe('delivery options', () => {
  it('for a visitor: scheduled slots only, skipping the closed and the full slot', async () => {
    const res = await options({ productList: [{ id: ids['Idli Batter'], quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json<DeliveryOptionsResponse>();
    expect(answer.options).toHaveLength(1);
    expect(slotIdsOf(answer, 0, 0)).toEqual([slotIds.evening, slotIds.morning, slotIds.later]);
    expect(answer.options[0]?.deliveries[0]?.slots[0]).toEqual({
      id: slotIds.evening,
      date: '2026-11-20',
      startDatetime: ist(0, 17).toISOString(),
      endDatetime: ist(0, 20).toISOString(),
      type: 10,
      promisedDeliveryTime: null,
      isPodAllowed: true,
      // Its row says ₹30 under ₹499, but only quick slots carry a fee.
      freeDeliveryAmount: 0,
      deliveryFee: 0,
      serviceablePolygon: 300,
    });
  });

  it('offers the quick slot first to an address inside its small area', async () => {
    const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const addressId = await addressAt(headers, DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng);
    const answer = (
      await options({ productList: [{ id: ids['Idli Batter'], quantity: 1 }], addressId }, headers)
    ).json<DeliveryOptionsResponse>();
    expect(slotIdsOf(answer, 0, 0)[0]).toBe(slotIds.quick);
    expect(answer.options[0]?.deliveries[0]?.slots[0]).toMatchObject({
      type: 100,
      promisedDeliveryTime: 30,
      deliveryFee: 25,
      freeDeliveryAmount: 199,
    });
  });

  it('offers only the one quick slot that can deliver now, not later hours or tomorrow', async () => {
    const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const addressId = await addressAt(headers, DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng);
    const quickSlotsAt = async () => {
      const answer = (
        await options(
          { productList: [{ id: ids['Idli Batter'], quantity: 1 }], addressId },
          headers,
        )
      ).json<DeliveryOptionsResponse>();
      return answer.options.flatMap((option) =>
        option.deliveries.flatMap((d) => d.slots.filter((s) => s.type === 100).map((s) => s.id)),
      );
    };
    expect(await quickSlotsAt()).toEqual([slotIds.quick]);
    // 10:50: the windows of 10 and 10:15 have closed; an order now arrives by 11:20, in 11-12.
    shop.clock.advance(50 * MINUTE);
    try {
      expect(await quickSlotsAt()).toEqual([slotIds.nextHourQuick]);
    } finally {
      shop.clock.advance(-50 * MINUTE);
    }
  });

  it('drops the quick slot for an address outside the small area', async () => {
    const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    // About 6 km east of the centre: inside the big outline only.
    const addressId = await addressAt(headers, DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng + 0.0553);
    const answer = (
      await options({ productList: [{ id: ids['Idli Batter'], quantity: 1 }], addressId }, headers)
    ).json<DeliveryOptionsResponse>();
    expect(slotIdsOf(answer, 0, 0)).toEqual([slotIds.evening, slotIds.morning, slotIds.later]);
  });

  it('puts a preorder only in slots after its batch arrives, never in a quick slot', async () => {
    const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const addressId = await addressAt(headers, DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng);
    const answer = (
      await options(
        {
          productList: [
            { id: ids['Idli Batter'], quantity: 1 },
            { id: ids['Mango Pickle'], quantity: 1 },
          ],
          addressId,
        },
        headers,
      )
    ).json<DeliveryOptionsResponse>();
    expect(answer.options).toHaveLength(2);
    const [earliest, together] = answer.options;
    expect(earliest?.deliveries.map((d) => d.products.map((p) => p.id))).toEqual([
      [ids['Idli Batter']],
      [ids['Mango Pickle']],
    ]);
    expect(earliest?.deliveries[0]?.slots[0]?.id).toBe(slotIds.quick);
    expect(earliest?.deliveries[1]?.slots.map((s) => s.id)).toEqual([slotIds.later]);
    expect(together?.deliveries).toHaveLength(1);
    expect(together?.deliveries[0]?.slots.map((s) => s.id)).toEqual([slotIds.later]);
  });

  it('cuts a quantity beyond stock with a change message, and lists sold-out lines apart', async () => {
    const answer = (
      await options({
        productList: [
          { id: ids['Groundnut Oil'], quantity: 5 },
          { id: ids['Sesame Oil'], quantity: 1 },
        ],
      })
    ).json<DeliveryOptionsResponse>();
    const oil = answer.options[0]?.deliveries[0]?.products[0];
    expect(oil).toMatchObject({
      id: ids['Groundnut Oil'],
      quantityPossible: 2,
      price: 320,
      changeMessage: 'Only 2 left. Quantity updated from 5 to 2',
    });
    expect(answer.unavailable).toEqual([
      expect.objectContaining({
        id: ids['Sesame Oil'],
        quantityPossible: 0,
        changeMessage: 'Sold out',
      }),
    ]);
  });

  it('answers no options when nothing can be delivered', async () => {
    const answer = (
      await options({ productList: [{ id: ids['Sesame Oil'], quantity: 1 }] })
    ).json<DeliveryOptionsResponse>();
    expect(answer.options).toEqual([]);
  });

  it("answers 404 for another customer's address, and for an address without a login", async () => {
    const owner = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const addressId = await addressAt(owner.headers, DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lng);
    const other = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const body = { productList: [{ id: ids['Idli Batter'], quantity: 1 }], addressId };
    expect((await options(body, other.headers)).statusCode).toBe(404);
    expect((await options(body)).statusCode).toBe(404);
  });

  it('refuses bad lines with a sentence', async () => {
    const res = await options({ productList: [{ id: -1, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    const many = await options({
      productList: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 1 })),
    });
    expect(many.json()).toMatchObject({ detail: 'A cart can hold at most 50 products.' });
  });

  it('stops offering a slot once its cut-off passes', async () => {
    shop.clock.advance(7 * HOUR); // 17:00 IST: the evening slot's cut-off (16:30) has passed
    try {
      const answer = (
        await options({ productList: [{ id: ids['Idli Batter'], quantity: 1 }] })
      ).json<DeliveryOptionsResponse>();
      expect(slotIdsOf(answer, 0, 0)).toEqual([slotIds.morning, slotIds.later]);
    } finally {
      shop.clock.advance(-7 * HOUR);
    }
  });
});
