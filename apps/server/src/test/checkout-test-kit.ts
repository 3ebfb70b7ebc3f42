import { expect } from 'vitest';
import { QUICK_SLOT_TYPE, SCHEDULED_SLOT_TYPE } from '@makers-pantry/domain/delivery-time';
import { categories, makers, products, stockBatches, subcategories } from '../db/schema/catalog';
import { deliverySlots } from '../db/schema/delivery';
import type { Db } from '../db/client';
import { DEFAULT_CENTRE } from '../demo/places';
import { createTestLogin } from '../http/auth-testing';
import type { TestShop } from './harness';
import { buildPlaces } from './place-fixtures';
import { paymentOrders } from '../modules/orders/service';
import { sweepExpiredHolds as sweepHolds } from '../modules/payments/service';
import type { FakePaymentGateway } from './fake-payment-gateway';

/**
 * A small shop for the order path's tests: two makers, products on the shelf, a preorder, one
 * above the pay-on-delivery cap, delivery slots (scheduled, prepaid-only, quick, a small one) and
 * customers with a serviceable address. Built around the test clock. Its pieces (makers, a shelf,
 * slots, an address) serve other shops too (delivery options).
 */
export const HOUR = 3_600_000;
export const MINUTE = 60_000;
/** The test clock starts at 2026-11-20 10:00 IST; IST midnight that day is 18:30Z the day before. */
const TODAY_MIDNIGHT = Date.parse('2026-11-19T18:30:00Z');
/** `hour` o'clock IST, `dayOffset` days after the test clock's day. */
export const ist = (dayOffset: number, hour: number) =>
  new Date(TODAY_MIDNIGHT + dayOffset * 24 * HOUR + hour * HOUR);
const dateOf = (dayOffset: number) => `2026-11-${20 + dayOffset}`;

/** The places (delivery area) and two makers: Amma's Kitchen (12 h lead) and Ghani Oils (48 h). */
export async function addMakers(db: Db) {
  await buildPlaces(db);
  const [amma, ghani] = await db
    .insert(makers)
    .values([
      {
        storeName: "Amma's Kitchen",
        profileImage: '/m.webp',
        categoryTag: 'B',
        cuisineTag: 'S',
        aboutSeller: 'a',
        leadTimeHours: 12,
      },
      {
        storeName: 'Ghani Oils',
        profileImage: '/m.webp',
        categoryTag: 'O',
        cuisineTag: 'T',
        aboutSeller: 'b',
        leadTimeHours: 48,
      },
    ])
    .returning();
  return { amma: amma!, ghani: ghani! };
}

/** One category and subcategory; answers the fields every product on it shares. */
export async function addShelf(db: Db) {
  const [category] = await db
    .insert(categories)
    .values({ name: 'Pantry', image: '/c.webp' })
    .returning();
  const [sub] = await db
    .insert(subcategories)
    .values({ categoryId: category!.id, name: 'All', image: '/s.webp' })
    .returning();
  return {
    categoryId: category!.id,
    subcategoryId: sub!.id,
    description: 'd',
    usageInstructions: 'u',
    allergenInfo: 'a',
    ingredients: 'i',
    storage: 's',
    packageSize: 500,
    measurementUnit: 'g',
    vegIndicator: 'Veg' as const,
    listImage: '/l.webp',
    listImage2: '/l2.webp',
    detailImage: '/d.webp',
    cartImage: '/c.webp',
  };
}

type SlotInsert = typeof deliverySlots.$inferInsert;

/**
 * A scheduled slot from `start` to `end` o'clock IST, `dayOffset` days after the test clock's day,
 * taking orders until half an hour before it starts.
 */
export const slotAt = (
  dayOffset: number,
  start: number,
  end: number,
  extra: Partial<SlotInsert> = {},
) => ({
  date: dateOf(dayOffset),
  startAt: ist(dayOffset, start),
  endAt: ist(dayOffset, end),
  type: SCHEDULED_SLOT_TYPE,
  capacity: 1000,
  cutoffAt: new Date(ist(dayOffset, start).getTime() - 30 * MINUTE),
  serviceablePolygon: 300,
  ...extra,
});

/** A quick window as the calendar makes it: an hour from `start`, taking orders for its first half. */
export const quickSlotAt = (dayOffset: number, start: number, extra: Partial<SlotInsert> = {}) =>
  slotAt(dayOffset, start, start + 1, {
    cutoffAt: ist(dayOffset, start + 0.5),
    type: QUICK_SLOT_TYPE,
    promisedDeliveryTime: 30,
    serviceablePolygon: 100,
    deliveryFeePaise: 2_500,
    freeDeliveryAmountPaise: 19_900,
    ...extra,
  });

export async function buildCheckoutShop(db: Db, now: Date) {
  const { amma, ghani } = await addMakers(db);
  const base = await addShelf(db);
  const rows = await db
    .insert(products)
    .values([
      { ...base, makerId: amma!.id, name: 'Ragi Dosa Batter', pricePaise: 12_000 },
      { ...base, makerId: ghani!.id, name: 'Groundnut Oil', pricePaise: 32_000 },
      {
        ...base,
        makerId: amma!.id,
        name: 'Mango Pickle',
        pricePaise: 15_000,
        canSellBeforeStocking: true,
      },
      { ...base, makerId: ghani!.id, name: 'A2 Cow Ghee', pricePaise: 110_000 },
      { ...base, makerId: amma!.id, name: 'Last Jaggery', pricePaise: 9_000 },
      { ...base, makerId: amma!.id, name: 'Thick Curd', pricePaise: 4_500 },
    ])
    .returning();
  const product = Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<
    string,
    number
  >;
  const batches = await db
    .insert(stockBatches)
    .values([
      // Two shelves of batter: the later best-before was inwarded first.
      {
        productId: product['Ragi Dosa Batter']!,
        status: 'approved',
        quantity: 5,
        quantityRemaining: 5,
        bestBefore: '2026-11-28',
      },
      {
        productId: product['Ragi Dosa Batter']!,
        status: 'approved',
        quantity: 3,
        quantityRemaining: 3,
        bestBefore: '2026-11-23',
      },
      {
        productId: product['Groundnut Oil']!,
        status: 'approved',
        quantity: 50,
        quantityRemaining: 50,
      },
      {
        productId: product['Mango Pickle']!,
        status: 'planned',
        quantity: 30,
        quantityRemaining: 30,
        expectedAt: new Date(now.getTime() + 48 * HOUR),
      },
      { productId: product['A2 Cow Ghee']!, status: 'approved', quantity: 5, quantityRemaining: 5 },
      {
        productId: product['Last Jaggery']!,
        status: 'approved',
        quantity: 5,
        quantityRemaining: 5,
      },
      {
        productId: product['Thick Curd']!,
        status: 'approved',
        quantity: 500,
        quantityRemaining: 500,
      },
    ])
    .returning();
  const slotRows = await db
    .insert(deliverySlots)
    .values([
      slotAt(0, 17, 20, { deliveryFeePaise: 3_000, freeDeliveryAmountPaise: 49_900 }),
      slotAt(1, 6, 8, { isPodAllowed: false }),
      // The quick window that can deliver now (10:00): it takes orders until 10:30.
      quickSlotAt(0, 10),
      slotAt(3, 17, 20),
      slotAt(2, 17, 20, { capacity: 3 }),
      slotAt(0, 10.5, 12, { cutoffAt: new Date(now.getTime() - MINUTE) }),
    ])
    .returning();
  const [evening, morning, quick, later, small, closed] = slotRows.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    product,
    batches: batches.map((batch) => ({ id: batch.id, productId: batch.productId })),
    makers: { amma: amma.id, ghani: ghani.id },
    slots: { evening, morning, quick, later, small, closed },
  };
}

export type CheckoutShop = Awaited<ReturnType<typeof buildCheckoutShop>>;

/** Saves an address at `at` (the default map centre unless told) for the logged-in customer. */
export async function addAddress(
  shop: TestShop,
  headers: Record<string, string>,
  at: { lat: number; lng: number } = DEFAULT_CENTRE,
): Promise<number> {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/users/address/create-v2/',
    headers,
    payload: {
      name: 'Asha Rao',
      mobile: '9876543210',
      doorNum: '12A',
      pincode: '560102',
      label: 'Home',
      latitude: at.lat,
      longitude: at.lng,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** A logged-in customer with a serviceable address at the default map centre. */
export async function checkoutCustomer(
  shop: TestShop,
  options: { isPodAllowed?: boolean; firstName?: string } = {},
) {
  const login = await createTestLogin(shop.database.db, options, shop.clock.now());
  return { ...login, addressId: await addAddress(shop, login.headers) };
}

/** A create-v2 body: one slot per entry, products as [id, quantity]. */
export function orderBody(
  addressId: number,
  deliveries: { slot: number; items: [number, number][] }[],
  extra: { deliveryFee?: number; paymentMethod?: 10 | 20; discountCode?: string } = {},
) {
  return {
    selectedOption: {
      slots: deliveries.map((delivery) => ({
        id: delivery.slot,
        products: delivery.items.map(([id, quantityPossible]) => ({ id, quantityPossible })),
      })),
    },
    address: addressId,
    deliveryFee: extra.deliveryFee ?? 0,
    paymentMethod: extra.paymentMethod ?? 20,
    ...(extra.discountCode ? { discountCode: extra.discountCode } : {}),
  };
}

export function postOrder(
  shop: TestShop,
  headers: Record<string, string>,
  body: unknown,
  idempotencyKey?: string,
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders/create-v2/',
    headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
    payload: body as Record<string, unknown>,
  });
}

/** A provider webhook as the gateway posts it: the raw body, signed with its webhook secret. */
export function postWebhook(
  shop: TestShop,
  gateway: FakePaymentGateway,
  body: string,
  eventId: string,
  signature = gateway.signWebhook(body),
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders/payment/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': signature,
    },
    payload: body,
  });
}

/** The hold sweeper as main.ts runs it: ending a payment gives its orders' holds back. */
export const sweepExpiredHolds = (db: Db, now: Date) => sweepHolds(db, now, paymentOrders);

/** Orders' side of a payment's change, as main.ts and the routes hand it to payments. */
export { paymentOrders };
