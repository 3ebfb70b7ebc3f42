import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderHistoryPageSchema } from '@makers-pantry/domain/order-history';
import { deliverySlots } from '../../../db/schema/delivery';
import { orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';

let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });
const minutesAgo = (minutes: number) => new Date(shop.clock.now().getTime() - minutes * 60_000);
const customer = () => createTestLogin(shop.database.db, {}, shop.clock.now());

describe('GET /api/orders/v2/ (My Orders)', () => {
  it('needs a login', async () => {
    const res = await get('/api/orders/v2/');
    expect(res.statusCode).toBe(401);
  });

  it('is empty for a new customer, and never stored by a browser', async () => {
    const { headers } = await customer();
    const res = await get('/api/orders/v2/', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ payments: [], nextCursor: null });
  });

  it('shows each checkout with its slots, orders, item names, amounts and cash to collect', async () => {
    const { user, headers } = await customer();
    const { products: p, slots } = catalogue;
    const pod = await placeTestOrder(shop.database.db, {
      userId: user.id,
      method: 20,
      placedAt: minutesAgo(30),
      lines: [
        { productId: p.ragiBatter, quantity: 2, slotId: slots.evening },
        { productId: p.groundnutOil, quantity: 1, slotId: slots.evening },
        { productId: p.curd, quantity: 1, slotId: slots.quick },
      ],
      deliveryFeePaise: 3_000,
      discountPaise: 5_000,
    });
    const res = await get('/api/orders/v2/', headers);
    const page = orderHistoryPageSchema.parse(res.json());
    expect(page.payments).toHaveLength(1);
    const [payment] = page.payments;
    expect(payment).toMatchObject({
      id: pod.paymentId,
      method: 20,
      itemsTotal: 240 + 320 + 45,
      discountAmount: 50,
      deliveryFee: 30,
      grossAmount: 605 + 30,
      netAmount: 605 + 30 - 50,
      address: { doorNum: 'A-204', pincode: '560087' },
    });
    expect(payment!.startedAt).toBe(minutesAgo(30).toISOString());
    // Quick slot first (it is sooner); the evening slot has two orders (two makers).
    expect(payment!.deliverySlots.map((slot) => slot.type)).toEqual([100, 10]);
    const evening = payment!.deliverySlots[1]!;
    expect(evening.orders).toHaveLength(2);
    expect(evening.orders.flatMap((order) => order.items.map((item) => item.productName))).toEqual([
      'Ragi Dosa Batter',
      'Cold Pressed Groundnut Oil',
    ]);
    expect(evening.orders.every((order) => order.status === 20)).toBe(true);
    const total = payment!.deliverySlots.reduce((sum, s) => sum + s.podCollection.toCollect, 0);
    expect(total).toBe(585);
    expect(evening.podCollection.isCompleted).toBe(false);
  });

  it('leaves out checkouts still waiting for payment but lists failed ones', async () => {
    const { user, headers } = await customer();
    const line = [
      { productId: catalogue.products.jowarMix, quantity: 1, slotId: catalogue.slots.evening },
    ];
    await placeTestOrder(shop.database.db, {
      userId: user.id,
      status: 5,
      placedAt: minutesAgo(2),
      lines: line,
    });
    const failed = await placeTestOrder(shop.database.db, {
      userId: user.id,
      status: 10,
      placedAt: minutesAgo(90),
      lines: line,
    });
    const page = orderHistoryPageSchema.parse((await get('/api/orders/v2/', headers)).json());
    expect(page.payments.map((payment) => payment.id)).toEqual([failed.paymentId]);
    expect(page.payments[0]!.deliverySlots[0]!.orders[0]!.status).toBe(10);
  });

  it('pages newest first by cursor, and shows nobody else’s orders', async () => {
    const { user, headers } = await customer();
    const other = await customer();
    const line = [
      { productId: catalogue.products.fillers[0]!, quantity: 1, slotId: catalogue.slots.evening },
    ];
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const placed = await placeTestOrder(shop.database.db, {
        userId: user.id,
        placedAt: minutesAgo(600 - i),
        lines: i % 2 ? line : [{ ...line[0]!, productId: catalogue.products.fillers[1]! }],
      });
      ids.push(placed.paymentId);
      if (i === 5) {
        await placeTestOrder(shop.database.db, {
          userId: other.user.id,
          placedAt: minutesAgo(1),
          lines: line,
        });
      }
    }
    const first = orderHistoryPageSchema.parse((await get('/api/orders/v2/', headers)).json());
    expect(first.payments.map((payment) => payment.id)).toEqual(ids.slice(2).reverse());
    expect(first.nextCursor).toBe(ids[2]);
    const second = orderHistoryPageSchema.parse(
      (await get(`/api/orders/v2/?cursor=${first.nextCursor}`, headers)).json(),
    );
    expect(second.payments.map((payment) => payment.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();

    expect((await get('/api/orders/v2/?cursor=abc', headers)).statusCode).toBe(400);
    expect((await get('/api/orders/v2/?page=2', headers)).statusCode).toBe(400);
  });
});

describe('GET /api/orders/{orderId}/', () => {
  it("answers the owner with the order, its checkout's slots and the bill", async () => {
    const { user, headers } = await customer();
    const { products: p, slots } = catalogue;
    const placed = await placeTestOrder(shop.database.db, {
      userId: user.id,
      method: 10,
      placedAt: minutesAgo(20),
      lines: [
        { productId: p.ragiBatter, quantity: 1, slotId: slots.tomorrowMorning },
        { productId: p.ghee, quantity: 2, slotId: slots.dayAfterMorning },
      ],
      discountPaise: 2_000,
    });
    const res = await get(`/api/orders/${placed.orderIds[0]}/`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = orderDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      id: placed.orderIds[0],
      status: 20,
      canCancel: true,
      itemsSubtotal: 120,
      items: [
        {
          productId: p.ragiBatter,
          productName: 'Ragi Dosa Batter',
          productCartImage: '/media/products/ragi-dosa-batter-cart.webp',
          productPackageSize: 1,
          productMeasurementUnit: 'kg',
          quantity: 1,
          price: 120,
        },
      ],
      payment: {
        id: placed.paymentId,
        method: 10,
        paymentStatus: 'completed',
        itemsTotal: 120 + 901,
        discountAmount: 20,
        deliveryFee: 0,
        netAmount: 1001,
        address: { city: 'BANGALORE' },
      },
      // Nothing cancelled: the bill is the payment's.
      bill: { itemsSubtotal: 1021, discount: 20, deliveryFee: 0, total: 1001 },
    });
    expect(detail.deliverySlots.map((slot) => slot.orders.map((order) => order.id))).toEqual([
      [placed.orderIds[0]],
      [placed.orderIds[1]],
    ]);
  });

  it('after a partial cancel, bills only the orders still on; the payment keeps what was placed', async () => {
    const { user, headers } = await customer();
    const { products: p, slots } = catalogue;
    const placed = await placeTestOrder(shop.database.db, {
      userId: user.id,
      method: 20,
      placedAt: minutesAgo(10),
      lines: [
        { productId: p.ragiBatter, quantity: 1, slotId: slots.tomorrowMorning },
        { productId: p.ghee, quantity: 2, slotId: slots.dayAfterMorning },
      ],
      deliveryFeePaise: 3_000,
      discountPaise: 2_000,
    });
    const [first, second] = placed.orderIds as [number, number];
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/cancel-v2/${first}/`,
      headers,
      payload: { reason: 'Ordered the batter twice' },
    });
    expect(cancelled.statusCode).toBe(200);

    for (const orderId of [first, second]) {
      const detail = orderDetailSchema.parse(
        (await get(`/api/orders/${orderId}/`, headers)).json(),
      );
      // The ghee's order: ₹901 of items, its share of the ₹20 discount (₹17.65), no fee (the
      // slot fee rode on the batter's order and went with it).
      expect(detail.bill).toEqual({
        itemsSubtotal: 901,
        discount: 17.65,
        deliveryFee: 0,
        total: 883.35,
      });
      expect(detail.payment).toMatchObject({
        itemsTotal: 1021,
        discountAmount: 20,
        deliveryFee: 30,
        netAmount: 1031,
      });
    }
  });

  it('says no more to another customer than to a stranger: 404 both', async () => {
    const owner = await customer();
    const other = await customer();
    const placed = await placeTestOrder(shop.database.db, {
      userId: owner.user.id,
      placedAt: minutesAgo(5),
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const theirs = await get(`/api/orders/${placed.orderIds[0]}/`, other.headers);
    const unknown = await get('/api/orders/2000000000/', other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await get(`/api/orders/${placed.orderIds[0]}/`)).statusCode).toBe(401);
  });

  it('canCancel turns false after the hour and after packing', async () => {
    const { user, headers } = await customer();
    const line = [
      { productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening },
    ];
    const old = await placeTestOrder(shop.database.db, {
      userId: user.id,
      placedAt: minutesAgo(61),
      lines: line,
    });
    const packed = await placeTestOrder(shop.database.db, {
      userId: user.id,
      placedAt: minutesAgo(5),
      status: 50,
      lines: line,
    });
    expect((await get(`/api/orders/${old.orderIds[0]}/`, headers)).json().canCancel).toBe(false);
    expect((await get(`/api/orders/${packed.orderIds[0]}/`, headers)).json().canCancel).toBe(false);
  });

  it('does not shadow the static order paths beside it', async () => {
    const { headers } = await customer();
    expect((await get('/api/orders/v2/', headers)).json()).toHaveProperty('payments');
    expect((await get('/api/orders/not-a-number/', headers)).statusCode).toBe(400);
  });
});

describe('GET /api/products/prev-ordered-products/', () => {
  it('is empty for a visitor and never shared', async () => {
    const res = await get('/api/products/prev-ordered-products/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [] });
    expect(res.headers['cache-control']).toContain('private');
  });

  it("lists the customer's ordered products, latest first, each once", async () => {
    const { user, headers } = await customer();
    const { products: p, slots } = catalogue;
    await placeTestOrder(shop.database.db, {
      userId: user.id,
      placedAt: minutesAgo(300),
      lines: [
        { productId: p.jowarMix, quantity: 1, slotId: slots.evening },
        { productId: p.curd, quantity: 1, slotId: slots.evening },
      ],
    });
    await placeTestOrder(shop.database.db, {
      userId: user.id,
      placedAt: minutesAgo(100),
      lines: [{ productId: p.curd, quantity: 1, slotId: slots.evening }],
    });
    await placeTestOrder(shop.database.db, {
      userId: user.id,
      status: 10,
      placedAt: minutesAgo(50),
      lines: [{ productId: p.sesameOil, quantity: 1, slotId: slots.evening }],
    });
    const res = await get('/api/products/prev-ordered-products/', headers);
    expect(res.json().products.map((product: { id: number }) => product.id)).toEqual([
      p.curd,
      p.jowarMix,
    ]);
  });
});

// Keep the slot table honest for the tests above: every placed order took one place.
describe('slot places', () => {
  it('counts one place per order placed', async () => {
    const [quick] = await shop.database.db
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, catalogue.slots.quick));
    const quickOrders = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.slotId, catalogue.slots.quick));
    expect(quick!.booked).toBe(quickOrders.length);
  });
});
