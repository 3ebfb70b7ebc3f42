import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountUses } from '../../db/schema/discounts';
import { payments } from '../../db/schema/payments';
import { seedDiscountCodes } from '../../demo/discount-codes';
import { createTestLogin } from '../../http/auth-testing';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let headers: Record<string, string>;
let userId: number;

beforeAll(async () => {
  shop = await openTestShop();
  await seedDiscountCodes(shop.database.db, shop.clock.now());
  const login = await createTestLogin(shop.database.db, {}, shop.clock.now());
  headers = login.headers;
  userId = login.user.id;
});
afterAll(async () => shop.close());

const check = (payload: Record<string, unknown>, withHeaders = headers) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/orders/check-discount-code/',
    headers: withHeaders,
    payload,
  });

describe('check-discount-code', () => {
  it('answers a live code trimmed and upper-cased, with its cap in rupees, never cached', async () => {
    const res = await check({ discountCode: '  pantry10 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      isValid: true,
      discountPercentage: 10,
      discountCap: 100,
      discountCode: 'PANTRY10',
      minOrderAmount: 0,
    });
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', null],
    ['an expired code', 'DIWALI25', 'This code has expired.'],
    ['a used-up code', 'FIRST50', 'This code has been used up.'],
  ])('answers isValid false for %s, saying why', async (_, discountCode, reason) => {
    const res = await check({ discountCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isValid: false,
      discountPercentage: 0,
      discountCap: 0,
      reason,
    });
  });

  it('refuses an inactive code', async () => {
    const db = shop.database.db;
    await db.insert(discountCodes).values({
      code: 'PAUSED5',
      percentage: 5,
      capPaise: 5_000,
      validFrom: new Date(shop.clock.now().getTime() - 86_400_000),
      validTo: new Date(shop.clock.now().getTime() + 86_400_000),
      isActive: false,
    });
    expect((await check({ discountCode: 'paused5' })).json()).toMatchObject({ isValid: false });
  });

  it('checks the minimum order only when the cart says its total', async () => {
    expect((await check({ discountCode: 'BIGBASKET20' })).json()).toMatchObject({ isValid: true });
    expect((await check({ discountCode: 'BIGBASKET20', itemsTotal: 499.5 })).json()).toMatchObject({
      isValid: false,
      reason: 'This code needs items worth at least ₹500.',
    });
    expect((await check({ discountCode: 'BIGBASKET20', itemsTotal: 500 })).json()).toMatchObject({
      isValid: true,
      discountPercentage: 20,
      discountCap: 200,
      // The cart drops the code by itself if it shrinks below this.
      minOrderAmount: 500,
    });
  });

  it('is invalid for a customer who has used up their own uses, valid for another', async () => {
    const db = shop.database.db;
    const [code] = await db
      .insert(discountCodes)
      .values({
        code: 'ONCEEACH',
        percentage: 15,
        capPaise: 5_000,
        validFrom: new Date(shop.clock.now().getTime() - 86_400_000),
        validTo: new Date(shop.clock.now().getTime() + 86_400_000),
        usesPerCustomer: 1,
        usesCount: 1,
      })
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({
        userId,
        method: 20,
        status: 'pod_pending',
        itemsTotalPaise: 10_000,
        grossPaise: 10_000,
        netPaise: 8_500,
        address: {
          name: 'A',
          mobile: '9876543210',
          doorNum: '1',
          buildingDetails: '',
          road: '',
          area: '',
          city: 'BANGALORE',
          pincode: '560102',
          latitude: 12.9,
          longitude: 77.6,
        },
      })
      .returning();
    await db
      .insert(discountUses)
      .values({ discountCodeId: code!.id, userId, paymentId: payment!.id });
    expect((await check({ discountCode: 'ONCEEACH' })).json()).toMatchObject({
      isValid: false,
      reason: 'You have already used this code.',
    });
    const other = await createTestLogin(db, {}, shop.clock.now());
    expect((await check({ discountCode: 'ONCEEACH' }, other.headers)).json()).toMatchObject({
      isValid: true,
    });
  });

  it('needs a login and refuses unknown fields and empty codes', async () => {
    expect((await check({ discountCode: 'PANTRY10' }, {})).statusCode).toBe(401);
    const extra = await check({ discountCode: 'PANTRY10', discountAmount: 500 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await check({ discountCode: '   ' })).statusCode).toBe(400);
  });

  it('answers 429 with Retry-After after 30 tries in 10 minutes, per customer', async () => {
    const tryer = await createTestLogin(shop.database.db, {}, shop.clock.now());
    for (let i = 0; i < 30; i++)
      expect((await check({ discountCode: `GUESS${i}` }, tryer.headers)).statusCode).toBe(200);
    const refused = await check({ discountCode: 'GUESS30' }, tryer.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check({ discountCode: 'PANTRY10' })).statusCode).toBe(200);
    shop.clock.advance(10 * 60_000 + 1);
    expect((await check({ discountCode: 'PANTRY10' }, tryer.headers)).statusCode).toBe(200);
  });
});
