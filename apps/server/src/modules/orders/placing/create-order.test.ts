import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import type { OrderConfirmation } from '@makers-pantry/domain/orders';
import { stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { discountCodes } from '../../../db/schema/discounts';
import { orderEvents, orderItemBatches, orderItems, orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { seedDiscountCodes } from '../../../demo/discount-codes';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';

let shop: TestShop;
let kit: CheckoutShop;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  await seedDiscountCodes(shop.database.db, shop.clock.now());
  asha = await checkoutCustomer(shop);
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;

async function quantityAvailable(productId: number) {
  const res = await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ quantityAvailable: number }>().quantityAvailable;
}

async function confirmation(paymentId: number, headers = asha.headers) {
  return shop.app.inject({ method: 'GET', url: `/api/orders/payment/${paymentId}/`, headers });
}

async function paymentCount() {
  const [row] = await db().select({ n: count() }).from(payments);
  return row!.n;
}

/** Stock, slot places, payments: what must not move when an order is refused. */
async function snapshot() {
  const batches = await db().select().from(stockBatches).orderBy(stockBatches.id);
  const slots = await db().select().from(deliverySlots).orderBy(deliverySlots.id);
  const codes = await db().select().from(discountCodes).orderBy(discountCodes.id);
  return {
    stock: batches.map((b) => b.quantityRemaining),
    booked: slots.map((s) => s.booked),
    uses: codes.map((c) => c.usesCount),
    payments: await paymentCount(),
  };
}

async function refused(body: unknown, status: number, code: string, headers = asha.headers) {
  const before = await snapshot();
  const res = await postOrder(shop, headers, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
  expect(await snapshot()).toEqual(before);
  return res.json<{ detail: string }>().detail;
}

describe('create-v2: pay on delivery', () => {
  it('prices everything itself, splits by maker, takes the earliest best-before first and confirms at once', async () => {
    const batter = kit.product['Ragi Dosa Batter']!;
    const oil = kit.product['Groundnut Oil']!;
    expect(await quantityAvailable(batter)).toBe(8);
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [
        {
          slot: kit.slots.evening,
          items: [
            [batter, 4],
            [oil, 1],
          ],
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json<{ myjaxyPaymentId: number }>();
    expect(answer).toEqual({
      paymentMethod: 20,
      myjaxyPaymentId: expect.any(Number),
      razorpayCheckoutOptions: null,
    });

    const confirmed = await confirmation(answer.myjaxyPaymentId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const view = confirmed.json<OrderConfirmation>();
    // 4 x ₹120 + ₹320; ₹800 is above the slot's ₹499 free-delivery amount.
    expect(view).toMatchObject({
      status: 'POD pending',
      paymentStatus: 'pod_pending',
      paymentMethod: 20,
      netPayable: 800,
      itemsTotal: 800,
      discountAmount: 0,
      deliveryFee: 0,
      address: { name: 'Asha Rao', doorNum: '12A', pincode: '560102' },
    });
    expect(
      view.orders.map((o) => [o.status, o.items.map((i) => [i.name, i.quantity, i.price])]),
    ).toEqual([
      [20, [['Ragi Dosa Batter', 4, 120]]],
      [20, [['Groundnut Oil', 1, 320]]],
    ]);
    expect(view.orders[0]!.deliverySlot.id).toBe(kit.slots.evening);

    // What a shopper sees now, and which batches the units came from.
    expect(await quantityAvailable(batter)).toBe(4);
    const batterItem = view.orders[0]!.items[0]!;
    const taken = await db()
      .select({ batchId: orderItemBatches.batchId, quantity: orderItemBatches.quantity })
      .from(orderItemBatches)
      .where(eq(orderItemBatches.orderItemId, batterItem.id))
      .orderBy(orderItemBatches.batchId);
    const [laterBestBefore, earlierBestBefore] = kit.batches.filter((b) => b.productId === batter);
    expect(taken).toEqual([
      { batchId: laterBestBefore!.id, quantity: 1 },
      { batchId: earlierBestBefore!.id, quantity: 3 },
    ]);

    const placed = await db()
      .select()
      .from(orders)
      .where(eq(orders.paymentId, answer.myjaxyPaymentId));
    expect(placed.map((o) => o.podToCollectPaise)).toEqual([48_000, 32_000]);
    const [slot] = await db()
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, kit.slots.evening));
    expect(slot!.booked).toBe(2);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 20, 'customer'],
      [null, 20, 'customer'],
    ]);
  });

  it('never trusts a delivery fee it did not compute: 409 with the new amount, nothing written', async () => {
    const curd = kit.product['Thick Curd']!;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.quick, items: [[curd, 2]] }]);
    const detail = await refused(body, 409, 'DELIVERY_FEE_CHANGED');
    expect(detail).toContain('₹25');
    const res = await postOrder(shop, asha.headers, { ...body, deliveryFee: 25 });
    expect(res.statusCode, res.body).toBe(201);
    const view = (
      await confirmation(res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId)
    ).json<OrderConfirmation>();
    expect(view).toMatchObject({ itemsTotal: 90, deliveryFee: 25, netPayable: 115 });
    expect(view.orders[0]!.deliveryFee).toBe(25);
  });

  it('charges no fee for a scheduled slot, whatever fee its row carries (quick slots only)', async () => {
    const curd = kit.product['Thick Curd']!;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.evening, items: [[curd, 1]] }]);
    expect(await refused({ ...body, deliveryFee: 30 }, 409, 'DELIVERY_FEE_CHANGED')).toContain(
      '₹0',
    );
    const res = await postOrder(shop, asha.headers, body);
    expect(res.statusCode, res.body).toBe(201);
    const view = (
      await confirmation(res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId)
    ).json<OrderConfirmation>();
    expect(view).toMatchObject({ itemsTotal: 45, deliveryFee: 0, netPayable: 45 });
  });

  it('refuses unknown fields, such as a price from the client', async () => {
    const curd = kit.product['Thick Curd']!;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }]);
    await refused({ ...body, netAmount: 1 }, 400, 'VALIDATION_FAILED');
    const withPrice = structuredClone(body) as {
      selectedOption: { slots: { products: object[] }[] };
    };
    withPrice.selectedOption.slots[0]!.products[0] = { id: curd, quantityPossible: 1, price: 1 };
    await refused(withPrice, 400, 'VALIDATION_FAILED');
  });

  it('refuses a product sent on more than one line: 999 per product counts the whole checkout', async () => {
    const curd = kit.product['Thick Curd']!;
    await db()
      .insert(stockBatches)
      .values({ productId: curd, status: 'approved', quantity: 5_000, quantityRemaining: 5_000 });
    const threeLines = orderBody(
      asha.addressId,
      [
        {
          slot: kit.slots.later,
          items: [
            [curd, 999],
            [curd, 999],
            [curd, 999],
          ],
        },
      ],
      { paymentMethod: 10 },
    );
    const detail = await refused(threeLines, 400, 'VALIDATION_FAILED');
    expect(detail).toContain(`Product ${curd} is sent more than once`);
    const twoSlots = orderBody(
      asha.addressId,
      [
        { slot: kit.slots.later, items: [[curd, 999]] },
        { slot: kit.slots.evening, items: [[curd, 999]] },
      ],
      { paymentMethod: 10 },
    );
    await refused(twoSlots, 400, 'VALIDATION_FAILED');
  });

  it('refuses pay on delivery above ₹1,000, on a prepaid-only slot, and for a customer without it', async () => {
    const ghee = kit.product['A2 Cow Ghee']!;
    const curd = kit.product['Thick Curd']!;
    expect(
      await refused(
        orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[ghee, 1]] }]),
        409,
        'POD_NOT_ALLOWED',
      ),
    ).toContain('₹1,000');
    expect(
      await refused(
        orderBody(asha.addressId, [{ slot: kit.slots.morning, items: [[curd, 1]] }]),
        409,
        'POD_NOT_ALLOWED',
      ),
    ).toContain('delivery slot');
    const noPod = await checkoutCustomer(shop, { isPodAllowed: false });
    expect(
      await refused(
        orderBody(noPod.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }]),
        409,
        'POD_NOT_ALLOWED',
        noPod.headers,
      ),
    ).toContain('your account');
  });

  it("answers 404 for another customer's address, like an unknown one", async () => {
    const curd = kit.product['Thick Curd']!;
    const other = await checkoutCustomer(shop);
    await refused(
      orderBody(other.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }]),
      404,
      'NOT_FOUND',
    );
    await refused(
      orderBody(999_999, [{ slot: kit.slots.later, items: [[curd, 1]] }]),
      404,
      'NOT_FOUND',
    );
  });

  it('names the item that ran short and the slot that closed, and writes nothing', async () => {
    const batter = kit.product['Ragi Dosa Batter']!;
    const curd = kit.product['Thick Curd']!;
    expect(
      await refused(
        orderBody(asha.addressId, [
          {
            slot: kit.slots.later,
            items: [
              [curd, 1],
              [batter, 50],
            ],
          },
        ]),
        409,
        'OUT_OF_STOCK',
      ),
    ).toMatch(/^Only 4 of Ragi Dosa Batter are left/);
    expect(
      await refused(
        orderBody(asha.addressId, [{ slot: kit.slots.closed, items: [[curd, 1]] }]),
        409,
        'SLOT_FULL',
      ),
    ).toContain('the slot Today, 10:30 AM to 12 PM is full or closed');
  });

  it('takes a slot only while it has places: the fourth order of a 3-place slot is refused', async () => {
    const curd = kit.product['Thick Curd']!;
    for (let i = 0; i < 3; i++) {
      const res = await postOrder(
        shop,
        asha.headers,
        orderBody(asha.addressId, [{ slot: kit.slots.small, items: [[curd, 1]] }]),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const detail = await refused(
      orderBody(asha.addressId, [{ slot: kit.slots.small, items: [[curd, 1]] }]),
      409,
      'SLOT_FULL',
    );
    expect(detail).toBe(
      'Sorry, the slot Day After, 5 PM to 8 PM is full or closed now. Please choose another slot.',
    );
  });

  it('delivers stock on the shelf in the quick slot to an address inside its area, with its fee', async () => {
    const curd = kit.product['Thick Curd']!;
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [{ slot: kit.slots.quick, items: [[curd, 2]] }], {
        deliveryFee: 25,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const view = (
      await confirmation(res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId)
    ).json<OrderConfirmation>();
    expect(view).toMatchObject({ itemsTotal: 90, deliveryFee: 25, netPayable: 115 });
    expect(view.orders[0]!.deliverySlot).toMatchObject({ type: 100, promisedDeliveryTime: 30 });
  });

  it('keeps preorders out of slots before their batch and out of quick delivery', async () => {
    const pickle = kit.product['Mango Pickle']!;
    for (const slot of [kit.slots.quick, kit.slots.evening])
      expect(
        await refused(
          orderBody(asha.addressId, [{ slot, items: [[pickle, 1]] }], {
            deliveryFee: slot === kit.slots.quick ? 25 : 0,
          }),
          409,
          'ITEM_NOT_IN_SLOT',
        ),
      ).toContain('Mango Pickle');
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[pickle, 2]] }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await quantityAvailable(pickle)).toBe(28);
  });
});

describe('create-v2: discount codes', () => {
  it('takes 10% off the items, capped at ₹100, and counts the use', async () => {
    const oil = kit.product['Groundnut Oil']!;
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[oil, 2]] }], {
        discountCode: ' pantry10 ',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const view = (
      await confirmation(res.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId)
    ).json<OrderConfirmation>();
    // 10% of ₹640 is ₹64.
    expect(view).toMatchObject({ itemsTotal: 640, discountAmount: 64, netPayable: 576 });
    const [code] = await db()
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'PANTRY10'));
    expect(code!.usesCount).toBe(1);
  });

  it('a 100% code makes the order free: confirmed at once, no checkout', async () => {
    const curd = kit.product['Thick Curd']!;
    const res = await postOrder(
      shop,
      asha.headers,
      orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 3]] }], {
        paymentMethod: 10,
        discountCode: 'FREEMEAL',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ myjaxyPaymentId: number; razorpayCheckoutOptions: unknown }>();
    expect(answer.razorpayCheckoutOptions).toBeNull();
    const view = (await confirmation(answer.myjaxyPaymentId)).json<OrderConfirmation>();
    expect(view).toMatchObject({
      status: 'Completed',
      paymentStatus: 'completed',
      paymentMethod: 10,
      itemsTotal: 135,
      discountAmount: 135,
      netPayable: 0,
    });
    expect(view.orders.map((o) => o.status)).toEqual([20]);
  });

  it('refuses an expired, used-up or below-minimum code at the order with a sentence, writing nothing', async () => {
    const curd = kit.product['Thick Curd']!;
    const body = (discountCode: string) =>
      orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[curd, 1]] }], { discountCode });
    expect(await refused(body('DIWALI25'), 409, 'DISCOUNT_CODE_INVALID')).toContain('expired');
    expect(await refused(body('FIRST50'), 409, 'DISCOUNT_CODE_INVALID')).toContain('used up');
    expect(await refused(body('BIGBASKET20'), 409, 'DISCOUNT_CODE_INVALID')).toContain('₹500');
    expect(await refused(body('NOPE'), 409, 'DISCOUNT_CODE_INVALID')).toContain('NOPE');
  });

  it('lets a customer use a once-per-customer code once', async () => {
    const oil = kit.product['Groundnut Oil']!;
    const body = orderBody(asha.addressId, [{ slot: kit.slots.later, items: [[oil, 2]] }], {
      discountCode: 'BIGBASKET20',
    });
    const first = await postOrder(shop, asha.headers, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(await refused(body, 409, 'DISCOUNT_CODE_INVALID')).toContain('already used');
  });
});

describe('order confirmation', () => {
  it("answers 404 for another customer's payment and for an unknown one", async () => {
    const [mine] = await db()
      .select()
      .from(payments)
      .where(eq(payments.userId, asha.user.id))
      .limit(1);
    const other = await checkoutCustomer(shop);
    const res = await confirmation(mine!.id, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Order details was not found.' });
    expect((await confirmation(999_999)).statusCode).toBe(404);
    const [items] = await db().select({ n: count() }).from(orderItems);
    expect(items!.n).toBeGreaterThan(0);
  });
});
