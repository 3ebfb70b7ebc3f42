import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshMobile, logIn, tokenHeader } from './test-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

const userRow = async (mobile: string) =>
  (await shop.database.db.select().from(users).where(eq(users.mobile, mobile)))[0];

const patch = (token: string, payload: unknown) =>
  shop.app.inject({
    method: 'PATCH',
    url: '/api/users/profile/update/',
    headers: tokenHeader(token),
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/users/profile/', () => {
  it('shows the logged-in customer', async () => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: tokenHeader(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: (await userRow(mobile))?.id,
      mobile,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.in',
      roles: ['customer'],
      isPodAllowed: true,
      language: 'en',
      messagesOptOut: false,
      whatsappConsent: false,
    });
  });
});

describe('PATCH /api/users/profile/update/', () => {
  it('updates names and email and answers with the profile', async () => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    const res = await patch(token, {
      firstName: 'Ashwini',
      lastName: 'Rao K',
      email: 'ashwini@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mobile,
      firstName: 'Ashwini',
      lastName: 'Rao K',
      email: 'ashwini@example.com',
    });
    expect(await userRow(mobile)).toMatchObject({
      firstName: 'Ashwini',
      email: 'ashwini@example.com',
      updatedAt: shop.clock.now(),
    });
  });

  it('changes only the fields sent', async () => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    expect((await patch(token, { email: 'new@example.in' })).statusCode).toBe(200);
    expect(await userRow(mobile)).toMatchObject({ firstName: 'Asha', email: 'new@example.in' });
  });

  it.each([
    [{ firstName: 'Al' }, 'Please enter a valid firstName'],
    [{ email: 'asha@example' }, 'Please enter a valid email'],
    [{ email: '' }, 'Please enter a valid email'],
  ])('refuses %j with the shop’s sentence', async (payload, message) => {
    const token = await logIn(shop);
    const res = await patch(token, payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain(message);
  });

  it.each([
    [{ mobile: '9000000001' }, 'mobile cannot be changed'],
    [{ roles: ['admin'] }, 'roles cannot be changed'],
    [{ isPodAllowed: false }, 'isPodAllowed cannot be changed'],
    [{ firstName: 'Asha', roles: ['ops', 'admin'] }, 'roles cannot be changed'],
    [{ id: 1 }, 'id cannot be changed'],
    [{ nickname: 'A' }, 'nickname is not a field this form accepts'],
  ])('refuses mass assignment %j and changes nothing', async (payload, message) => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    const before = await userRow(mobile);
    const res = await patch(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((res.json() as { detail: string }).detail).toContain(message);
    expect(await userRow(mobile)).toEqual(before);
  });

  it('needs a login', async () => {
    const res = await shop.app.inject({
      method: 'PATCH',
      url: '/api/users/profile/update/',
      payload: { firstName: 'Asha' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users/is-customer-pod-allowed/', () => {
  it('is true by default and follows the customer’s permission', async () => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    const ask = () =>
      shop.app.inject({
        method: 'GET',
        url: '/api/users/is-customer-pod-allowed/',
        headers: tokenHeader(token),
      });
    expect((await ask()).json()).toEqual({ isCustomerPodAllowed: true });
    await shop.database.db
      .update(users)
      .set({ isPodAllowed: false })
      .where(eq(users.mobile, mobile));
    expect((await ask()).json()).toEqual({ isCustomerPodAllowed: false });
  });

  it('needs a login', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/users/is-customer-pod-allowed/',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });
});
