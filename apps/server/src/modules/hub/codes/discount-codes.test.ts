import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../../db/schema/discounts';
import { createTestLogin } from '../../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  HOUR,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { caller, openTestShop, type TestShop } from '../../../test/harness';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let kit: CheckoutShop;
let ops: Login;
let seller: Login;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;
let ravi: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  kit = await buildCheckoutShop(db, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
  ravi = await checkoutCustomer(shop, { firstName: 'Ravi' });
});
afterAll(async () => shop.close());

const call = caller(() => shop);
const at = (hoursFromNow: number) =>
  new Date(shop.clock.now().getTime() + hoursFromNow * HOUR).toISOString();
/** Two Groundnut Oils (₹640) in a later slot, paid on delivery, with the code. */
const orderWith = (customer: typeof asha, discountCode: string) =>
  postOrder(
    shop,
    customer.headers,
    orderBody(
      customer.addressId,
      [{ slot: kit.slots.later, items: [[kit.product['Groundnut Oil']!, 2]] }],
      { discountCode },
    ),
  );
const newCode = (fields: object) =>
  call('POST', '/api/hub/discount-codes/', ops, {
    percentage: 20,
    cap: 100,
    validFrom: at(-1),
    validTo: at(24 * 7),
    ...fields,
  });

describe('discount codes in the hub', () => {
  it('a new code works at checkout at once: its discount, its use listed with who and which order', async () => {
    const created = await newCode({ code: ' winter20 ', minOrder: 500, totalUses: 2 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toContain('no-store');
    const code = created.json();
    expect(code).toMatchObject({
      code: 'WINTER20',
      percentage: 20,
      cap: 100,
      minOrder: 500,
      totalUses: 2,
      usesPerCustomer: 1,
      usesCount: 0,
      isActive: true,
      state: 'live',
      version: 1,
    });

    const check = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/check-discount-code/',
      headers: asha.headers,
      payload: { discountCode: 'winter20', itemsTotal: 640 },
    });
    expect(check.json()).toMatchObject({ isValid: true, discountPercentage: 20, discountCap: 100 });

    const placed = await orderWith(asha, 'winter20');
    expect(placed.statusCode, placed.body).toBe(201);
    const paymentId = placed.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId;
    const confirmation = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/payment/${paymentId}/`,
      headers: asha.headers,
    });
    // 20% of ₹640 is ₹128, capped at ₹100.
    expect(confirmation.json()).toMatchObject({
      itemsTotal: 640,
      discountAmount: 100,
      netPayable: 540,
    });

    const uses = await call('GET', `/api/hub/discount-codes/${code.id}/uses/`, ops);
    expect(uses.statusCode, uses.body).toBe(200);
    expect(uses.json().code).toMatchObject({ usesCount: 1 });
    expect(uses.json().uses).toEqual([
      {
        id: expect.any(Number),
        customer: {
          id: asha.user.id,
          name: expect.stringMatching(/^Asha/),
          mobile: asha.user.mobile,
        },
        paymentId,
        orderIds: [expect.any(Number)],
        // The order by the number its customer knows, the checkout's for a checkout of one order.
        orders: [{ id: expect.any(Number), number: `#${paymentId}` }],
        at: shop.clock.now().toISOString(),
        amount: 100,
        releasedAt: null,
      },
    ]);
  });

  it('refuses a code that exists, and a window that ends before it starts', async () => {
    const twice = await newCode({ code: 'WINTER20' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'DISCOUNT_CODE_EXISTS',
      detail: 'A discount code WINTER20 already exists. Please edit it, or choose another name.',
    });
    const backwards = await newCode({ code: 'BACKWARDS', validFrom: at(2), validTo: at(1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toContain('The end must be after the start.');
    const silly = await newCode({ code: 'NO SPACES', percentage: 120 });
    expect(silly.statusCode).toBe(400);
  });

  it('a limit can never go below the uses already made; a stale version is refused', async () => {
    const [row] = await shop.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'WINTER20'));
    const url = `/api/hub/discount-codes/${row!.id}/`;
    const belowTotal = await call('PATCH', url, ops, { version: row!.version, totalUses: 0 });
    expect(belowTotal.statusCode).toBe(400);
    const lowered = await call('PATCH', url, ops, { version: row!.version, totalUses: 1 });
    expect(lowered.statusCode).toBe(200);

    // Asha's use fills the limit of 1: Ravi cannot use it now.
    expect((await orderWith(ravi, 'WINTER20')).json()).toMatchObject({
      code: 'DISCOUNT_CODE_INVALID',
    });
    const version = lowered.json().version;
    expect(lowered.json()).toMatchObject({ totalUses: 1, state: 'used-up', version: 2 });

    const raised = await call('PATCH', url, ops, { version, totalUses: 3, usesPerCustomer: 1 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await orderWith(ravi, 'WINTER20')).statusCode).toBe(201);

    const stale = await call('PATCH', url, ops, { version, totalUses: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });

    // Now two uses: a total of 1 is below them.
    const below = await call('PATCH', url, ops, { version: version + 1, totalUses: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      code: 'DISCOUNT_LIMIT_BELOW_USES',
      detail:
        'WINTER20 has been used 2 times, so its total uses cannot be 1. Set 2 or more, or turn the code off.',
    });
  });

  it('the per-customer limit cannot go below what one customer has used', async () => {
    const created = await newCode({ code: 'TWICEEACH', usesPerCustomer: 2, minOrder: 0 });
    const code = created.json();
    expect((await orderWith(asha, 'TWICEEACH')).statusCode).toBe(201);
    expect((await orderWith(asha, 'TWICEEACH')).statusCode).toBe(201);
    const url = `/api/hub/discount-codes/${code.id}/`;
    const below = await call('PATCH', url, ops, { version: code.version, usesPerCustomer: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      code: 'DISCOUNT_LIMIT_BELOW_USES',
      detail:
        'A customer has used TWICEEACH 2 times, so its uses per customer cannot be 1. Set 2 or more, or turn the code off.',
    });
    // Turned off: checkout refuses it from the next order.
    const off = await call('PATCH', url, ops, { version: code.version, isActive: false });
    expect(off.json()).toMatchObject({ state: 'paused' });
    expect((await orderWith(ravi, 'TWICEEACH')).json()).toMatchObject({
      code: 'DISCOUNT_CODE_INVALID',
    });
  });

  it('lists codes by state and keeps every change in the audit log', async () => {
    await newCode({ code: 'NEWYEAR', validFrom: at(24), validTo: at(48) });
    const scheduled = await call('GET', '/api/hub/discount-codes/?state=scheduled', ops);
    expect(scheduled.json().codes.map((c: { code: string }) => c.code)).toEqual(['NEWYEAR']);
    const all = await call('GET', '/api/hub/discount-codes/', ops);
    expect(
      all
        .json()
        .codes.map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual(['NEWYEAR', 'TWICEEACH', 'WINTER20']);
    const winter = all.json().codes.find((c: { code: string }) => c.code === 'WINTER20');
    const history = await call('GET', `/api/hub/history/discount/${winter.id}/`, ops);
    expect(
      history.json().history.map((e: { action: string; after: object }) => [e.action, e.after]),
    ).toEqual([
      ['edited', { totalUses: 3 }],
      ['edited', { totalUses: 1 }],
      ['created', expect.objectContaining({ code: 'WINTER20', totalUses: 2, cap: 100 })],
    ]);
  });

  it('is for ops and admins: sellers and customers get 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/hub/discount-codes/'],
      ['POST', '/api/hub/discount-codes/'],
      ['PATCH', '/api/hub/discount-codes/1/'],
      ['GET', '/api/hub/discount-codes/1/uses/'],
    ] as const) {
      expect((await call(method, url, seller, { version: 1 })).statusCode).toBe(403);
      expect((await call(method, url, asha, { version: 1 })).statusCode).toBe(403);
      expect((await call(method, url, undefined, { version: 1 })).statusCode).toBe(401);
    }
  });
});
