import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { openTestShop, type TestShop } from '../../test/harness';
import {
  freshAddress,
  freshMobile,
  newCustomer,
  postLogin,
  requestOtp,
  tokenHeader,
} from './test-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

const wrongOtp = (otp: string) => (otp === '1234' ? '4321' : '1234');
const detailOf = (res: { json(): unknown }) => (res.json() as { detail: string }).detail;

const addExistingCustomer = async (mobile: string) => {
  await shop.database.db
    .insert(users)
    .values({ mobile, firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' });
};

describe('POST /api/users/login/ for a new customer', () => {
  it('asks for first name, last name and email before anything else', async () => {
    const mobile = freshMobile();
    const otp = await requestOtp(shop, mobile);
    const cases: [Record<string, string>, string][] = [
      [{}, 'Enter a valid first name'],
      [{ firstName: 'Asha' }, 'Enter a valid last name'],
      [{ firstName: 'Asha', lastName: 'Rao' }, 'Enter a valid email'],
      [{ firstName: 'Asha', lastName: 'Rao', email: 'asha@' }, 'Enter a valid email'],
      [{ firstName: ' ', lastName: 'Rao', email: 'asha@example.in' }, 'Enter a valid first name'],
    ];
    for (const [details, message] of cases) {
      const res = await postLogin(shop, { mobile, otp, ...details });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: message, code: 'NEW_USER_DETAILS_NEEDED' });
    }
    // None of those cost a try: the code still works.
    const res = await postLogin(shop, { mobile, otp, ...newCustomer });
    expect(res.statusCode).toBe(200);
  });

  it('creates the customer and logs them in', async () => {
    const mobile = freshMobile();
    const otp = await requestOtp(shop, mobile);
    const res = await postLogin(shop, {
      mobile,
      otp,
      firstName: '  Asha ',
      lastName: 'Rao',
      email: 'asha.rao@example.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mobile,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.in',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      roles: ['customer'],
      isPodAllowed: true,
    });
  });
});

describe('POST /api/users/login/ for an existing customer', () => {
  it('needs only the OTP and keeps the stored names', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const otp = await requestOtp(shop, mobile);
    const res = await postLogin(shop, { mobile, otp, firstName: 'Someone Else' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile, firstName: 'Meera', lastName: 'Iyer' });
  });
});

describe('OTP rules', () => {
  it('says how many tries are left, and the 6th guess fails even with the right code', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const otp = await requestOtp(shop, mobile);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(shop, { mobile, otp: wrongOtp(otp) });
      expect(res.statusCode).toBe(400);
      answers.push(detailOf(res));
    }
    expect(answers).toEqual([
      'Incorrect OTP. 4 tries left.',
      'Incorrect OTP. 3 tries left.',
      'Incorrect OTP. 2 tries left.',
      'Incorrect OTP. 1 try left.',
      'Incorrect OTP. Too many incorrect attempts. Please request a new OTP.',
    ]);
    const sixth = await postLogin(shop, { mobile, otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      detail: 'Too many incorrect attempts. Please request a new OTP.',
      code: 'OTP_TOO_MANY_TRIES',
    });

    // A new code starts afresh.
    shop.clock.advance(61_000);
    const fresh = await requestOtp(shop, mobile);
    expect((await postLogin(shop, { mobile, otp: fresh })).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const otp = await requestOtp(shop, mobile);
    shop.clock.advance(10 * 60_000 - 1_000);
    const other = freshMobile();
    await addExistingCustomer(other);
    const otherOtp = await requestOtp(shop, other);
    expect((await postLogin(shop, { mobile: other, otp: otherOtp })).statusCode).toBe(200);

    expect((await postLogin(shop, { mobile, otp: wrongOtp(otp) })).statusCode).toBe(400);
    shop.clock.advance(1_000);
    const res = await postLogin(shop, { mobile, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'This OTP has expired. Please request a new OTP.',
      code: 'OTP_EXPIRED',
    });
  });

  it('works until the last second of its 10 minutes', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const otp = await requestOtp(shop, mobile);
    shop.clock.advance(10 * 60_000 - 1);
    expect((await postLogin(shop, { mobile, otp })).statusCode).toBe(200);
  });

  it('can be used only once', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const otp = await requestOtp(shop, mobile);
    expect((await postLogin(shop, { mobile, otp })).statusCode).toBe(200);
    const again = await postLogin(shop, { mobile, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'This OTP has already been used. Please request a new OTP.',
      code: 'OTP_ALREADY_USED',
    });
  });

  it('only accepts the newest code sent to a number', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const first = await requestOtp(shop, mobile);
    shop.clock.advance(61_000);
    let second = await requestOtp(shop, mobile);
    while (second === first) {
      // One time in 9,000 the new code equals the old; ask again so the test means something.
      shop.clock.advance(61_000);
      second = await requestOtp(shop, mobile);
    }
    expect(detailOf(await postLogin(shop, { mobile, otp: first }))).toMatch(/^Incorrect OTP/);
    expect((await postLogin(shop, { mobile, otp: second })).statusCode).toBe(200);
  });

  it('asks for an OTP when none was sent to the number', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const res = await postLogin(shop, { mobile, otp: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_NOT_REQUESTED' });
  });

  it('does not accept one number’s code for another number', async () => {
    const [a, b] = [freshMobile(), freshMobile()];
    await addExistingCustomer(a);
    await addExistingCustomer(b);
    const otpA = await requestOtp(shop, a);
    let otpB = await requestOtp(shop, b);
    while (otpB === otpA) {
      shop.clock.advance(61_000);
      otpB = await requestOtp(shop, b);
    }
    expect((await postLogin(shop, { mobile: b, otp: otpA })).statusCode).toBe(400);
  });

  it.each([
    [{ mobile: '9876543210', otp: '0123' }, 'Enter a valid 4 digit OTP'],
    [{ mobile: '9876543210', otp: '12345' }, 'Enter a valid 4 digit OTP'],
    [{ mobile: '987654321', otp: '1234' }, 'Please enter a valid 10 digit mobile number'],
    [{ mobile: '9876543210', otp: '1234', roles: ['admin'] }, 'roles is not a field'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await postLogin(shop, body);
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toContain(message);
  });

  it('limits login attempts per client address (#204)', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 60; i++)
      await postLogin(shop, { mobile: freshMobile(), otp: '1234' }, remoteAddress);
    const res = await postLogin(shop, { mobile: freshMobile(), otp: '1234' }, remoteAddress);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect(detailOf(res)).toMatch(/^Too many login attempts from your network\. .*#204$/);
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the token, with created, last-used and expiry times', async () => {
    const mobile = freshMobile();
    const otp = await requestOtp(shop, mobile);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { mobile, otp, ...newCustomer },
      headers: { 'user-agent': 'Phone browser' },
    });
    const { token } = res.json() as { token: string };
    const { rows } = await shop.database.db.execute<Record<string, unknown>>(
      sql`select s.* from sessions s join users u on u.id = s.user_id where u.mobile = ${mobile}`,
    );
    expect(rows).toHaveLength(1);
    const [session] = rows;
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(session?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(session?.user_agent).toBe('Phone browser');
    expect(session?.revoked_at).toBeNull();
    const now = shop.clock.now().getTime();
    expect(new Date(session?.created_at as string).getTime()).toBe(now);
    expect(new Date(session?.last_used_at as string).getTime()).toBe(now);
    expect(new Date(session?.expires_at as string).getTime()).toBe(now + 30 * 86_400_000);
  });

  it('keeps a phone and a laptop logged in side by side; logout ends only one', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const phone = (await postLogin(shop, { mobile, otp: await requestOtp(shop, mobile) })).json<{
      token: string;
    }>().token;
    shop.clock.advance(61_000);
    const laptop = (await postLogin(shop, { mobile, otp: await requestOtp(shop, mobile) })).json<{
      token: string;
    }>().token;
    const profile = (token: string) =>
      shop.app.inject({ method: 'GET', url: '/api/users/profile/', headers: tokenHeader(token) });
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(200);

    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      headers: tokenHeader(phone),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'You have been logged out' });

    const afterLogout = await profile(phone);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({
      detail: 'Your session has ended. Please log in again.',
      code: 'NOT_AUTHENTICATED',
    });
    expect((await profile(laptop)).statusCode).toBe(200);
    // Logging out twice is a 401, not a crash.
    const twice = await shop.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      headers: tokenHeader(phone),
    });
    expect(twice.statusCode).toBe(401);
  });

  it('slides the expiry on use, writing last-used at most once a minute', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const { token } = (
      await postLogin(shop, { mobile, otp: await requestOtp(shop, mobile) })
    ).json<{ token: string }>();
    const [user] = await shop.database.db.select().from(users).where(eq(users.mobile, mobile));
    const lastUsed = async () =>
      (
        await shop.database.db.execute<{ last_used_at: string; expires_at: string }>(
          sql`select last_used_at, expires_at from sessions where user_id = ${user?.id}`,
        )
      ).rows[0];
    const profile = () =>
      shop.app.inject({ method: 'GET', url: '/api/users/profile/', headers: tokenHeader(token) });
    const loggedInAt = shop.clock.now().getTime();

    shop.clock.advance(30_000);
    await profile();
    expect(new Date((await lastUsed())?.last_used_at ?? '').getTime()).toBe(loggedInAt);

    shop.clock.advance(20 * 86_400_000);
    expect((await profile()).statusCode).toBe(200);
    const touched = await lastUsed();
    const now = shop.clock.now().getTime();
    expect(new Date(touched?.last_used_at ?? '').getTime()).toBe(now);
    expect(new Date(touched?.expires_at ?? '').getTime()).toBe(now + 30 * 86_400_000);

    // 25 more days: past the first 30, still inside the slid window.
    shop.clock.advance(25 * 86_400_000);
    expect((await profile()).statusCode).toBe(200);
  });

  it('expires a session 30 days after its last use', async () => {
    const mobile = freshMobile();
    await addExistingCustomer(mobile);
    const { token } = (
      await postLogin(shop, { mobile, otp: await requestOtp(shop, mobile) })
    ).json<{ token: string }>();
    shop.clock.advance(30 * 86_400_000);
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: tokenHeader(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
  });

  it.each([
    ['no header', undefined, 'Please log in to continue.'],
    ['an unknown token', `Token ${'A'.repeat(43)}`, 'Your session has ended. Please log in again.'],
    ['another scheme', `Bearer ${'A'.repeat(43)}`, 'Please log in to continue.'],
    ['an empty token', 'Token ', 'Please log in to continue.'],
  ])('answers 401 with a sentence for %s', async (_, authorization, detail) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Token');
    expect(res.json()).toEqual({ detail, code: 'NOT_AUTHENTICATED' });
  });
});
