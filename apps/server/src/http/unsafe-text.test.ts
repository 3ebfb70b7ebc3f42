import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLogin } from './auth-testing';
import { freshMobile, postLogin, requestOtp } from '../modules/accounts/test-support';
import { openTestShop, type TestShop } from '../test/harness';

/**
 * Text the database cannot store (a NUL byte, a lone surrogate) or that would mislead on screen
 * (a right-to-left override, an invisible name) is refused with a 400 sentence before it reaches
 * the database. Each of these answered 500 before. The suite runs on PGlite and PostgreSQL.
 */
const BAD_TEXTS = [
  ['a NUL byte', 'Asha\u0000'],
  ['a lone surrogate', 'Asha\uD83D'],
  ['a right-to-left override', 'Asha\u202E'],
  ['zero-width characters only', '\u200B\u200C'],
] as const;

let shop: TestShop;
let headers: Record<string, string>;
beforeAll(async () => {
  shop = await openTestShop();
  ({ headers } = await createTestLogin(shop.database.db, {}, shop.clock.now()));
});
afterAll(async () => shop.close());

function expect400(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
}

describe.each(BAD_TEXTS)('text with %s', (_, bad) => {
  it('is refused as a profile name', async () => {
    for (const field of ['firstName', 'lastName']) {
      const res = await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/profile/update/',
        headers,
        payload: { [field]: bad },
      });
      expect400(res);
    }
  });

  it("is refused as a new customer's name at login, and no customer is created", async () => {
    const mobile = freshMobile();
    const otp = await requestOtp(shop, mobile);
    const res = await postLogin(shop, {
      mobile,
      otp,
      firstName: bad,
      lastName: 'Rao',
      email: 'asha@example.in',
    });
    expect(res.statusCode).toBe(400);
    const users = await shop.database.db.execute(
      `select 1 from users where mobile = '${mobile}'` as never,
    );
    expect(users.rows).toHaveLength(0);
  });

  it('is refused in an OTP issue report', async () => {
    for (const field of ['type', 'issue', 'firstName']) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/users/report-otp-issue/',
        payload: { mobile: freshMobile(), type: 'OTP', issue: 'No SMS', [field]: bad },
      });
      expect400(res);
    }
  });

  it('is refused in analytics events', async () => {
    const event = {
      name: 'page_viewed',
      path: '/',
      occurredAt: shop.clock.now().toISOString(),
      properties: {},
    };
    for (const changed of [
      { path: bad },
      { anonymousId: bad },
      { properties: { [bad]: 1 } },
      { properties: { where: bad } },
    ]) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/analytics/events/',
        payload: { events: [{ ...event, ...changed }] },
      });
      expect400(res);
    }
  });
});

describe('a search keyword', () => {
  it.each([
    ['a NUL byte', 'ghee%00'],
    ['a right-to-left override', 'ghee%E2%80%AE'],
  ])('with %s is refused', async (_, keyword) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/products/search/?keyword=${keyword}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});
