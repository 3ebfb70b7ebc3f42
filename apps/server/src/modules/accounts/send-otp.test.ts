import { sql } from 'drizzle-orm';
import { canReportOtpProblem } from '@makers-pantry/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshAddress, freshMobile, lastOtp, sendOtp } from './test-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

const challengesFor = async (mobile: string) =>
  (
    await shop.database.db.execute<Record<string, unknown>>(
      sql`select * from otp_challenges where mobile = ${mobile} order by id`,
    )
  ).rows;

describe('POST /api/users/send-otp/', () => {
  it('sends an OTP to a new number and says the number is new', async () => {
    const mobile = freshMobile();
    const res = await sendOtp(shop, mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: `OTP sent to ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      mobile,
      existingUser: false,
    });
  });

  it('says when the number already has an account', async () => {
    const mobile = freshMobile();
    await shop.database.db
      .insert(users)
      .values({ mobile, firstName: 'Ravi', lastName: 'K', email: 'ravi@example.in' });
    expect((await sendOtp(shop, mobile)).json()).toMatchObject({ mobile, existingUser: true });
  });

  it('sends 4 digits not starting with 0, in the configured message', async () => {
    const mobile = freshMobile();
    await sendOtp(shop, mobile);
    const res = await shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${mobile}/` });
    const message = res.json() as { mobile: string; otp: string; message: string; sentAt: string };
    expect(message.otp).toMatch(/^[1-9]\d{3}$/);
    expect(message).toEqual({
      mobile,
      otp: message.otp,
      message: `${message.otp} is your Makers Pantry login code. It is valid for 10 minutes.`,
      sentAt: shop.clock.now().toISOString(),
      // A login code is not an outbox message: the list holds the order and shop messages.
      messages: [],
    });
  });

  it('stores only a keyed hash of the OTP, valid for 10 minutes', async () => {
    const mobile = freshMobile();
    const address = freshAddress();
    await sendOtp(shop, mobile, { remoteAddress: address });
    const otp = await lastOtp(shop, mobile);
    const [row] = await challengesFor(mobile);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(otp);
    expect(row?.failed_attempts).toBe(0);
    expect(row?.client_address).toBe(address);
    const created = new Date(row?.created_at as string).getTime();
    expect(new Date(row?.expires_at as string).getTime() - created).toBe(10 * 60_000);
  });

  it.each([
    [{ mobile: '5876543210' }, 'Please enter a valid 10 digit mobile number'],
    [{ mobile: '98765' }, 'Please enter a valid 10 digit mobile number'],
    [{}, 'Please enter a valid 10 digit mobile number'],
    [{ mobile: '9876543210', isAdmin: true }, 'isAdmin is not a field this form accepts'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/users/send-otp/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((res.json() as { detail: string }).detail).toContain(message);
  });
});

describe('OTP send limits', () => {
  it('asks for 60 s between sends to one number (#201), counting down in Retry-After', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
    shop.clock.advance(18_000);
    const res = await sendOtp(shop, mobile);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({
      detail: 'Please wait 42 seconds before requesting another OTP. #201',
      code: 'OTP_RESEND_TOO_SOON',
    });
    expect(canReportOtpProblem((res.json() as { detail: string }).detail)).toBe(false);
    shop.clock.advance(42_000);
    expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
  });

  it('allows 5 sends per number per hour (#301), then offers a report', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
      shop.clock.advance(61_000);
    }
    const res = await sendOtp(shop, mobile);
    expect(res.statusCode).toBe(429);
    const { detail } = res.json() as { detail: string };
    expect(detail).toBe(
      'You have requested too many OTPs for this number. Please try again in 55 minutes. #301',
    );
    expect(Number(res.headers['retry-after'])).toBe(3600 - 5 * 61);
    expect(canReportOtpProblem(detail)).toBe(true);
    // The refused send did not start a 60 s wait of its own: the next answer is still #301.
    expect((await sendOtp(shop, mobile)).json()).toMatchObject({ code: 'OTP_LIMIT_REACHED' });
    shop.clock.advance(3600_000);
    expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
  });

  it('allows 10 sends per number per day (#303)', async () => {
    const mobile = freshMobile();
    const sendsAt: number[] = [];
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 5; i++) {
        sendsAt.push(shop.clock.now().getTime());
        expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
        shop.clock.advance(61_000);
      }
      shop.clock.advance(3600_000);
    }
    const res = await sendOtp(shop, mobile);
    expect(res.statusCode).toBe(429);
    const { detail } = res.json() as { detail: string };
    expect(detail).toMatch(/^You have requested too many OTPs for this number today\. .* #303$/);
    expect(detail).toContain('22 hours');
    const dayEnds = (sendsAt[0] ?? 0) + 24 * 3600_000;
    expect(Number(res.headers['retry-after'])).toBe(
      Math.ceil((dayEnds - shop.clock.now().getTime()) / 1000),
    );
    expect(canReportOtpProblem(detail)).toBe(true);
  });

  it('allows 20 sends per client address per hour (#302)', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 20; i++)
      expect((await sendOtp(shop, freshMobile(), { remoteAddress })).statusCode).toBe(200);
    const res = await sendOtp(shop, freshMobile(), { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect((res.json() as { detail: string }).detail).toBe(
      'Too many OTP requests from your network. Please try again in 60 minutes. #302',
    );
    // Another address is not affected.
    expect((await sendOtp(shop, freshMobile())).statusCode).toBe(200);
  });

  it('does not believe a forged X-Forwarded-For without TRUST_PROXY', async () => {
    const remoteAddress = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      answers.push((await sendOtp(shop, freshMobile(), { remoteAddress, headers })).statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('OTP send limits behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestShop;
  beforeAll(async () => {
    proxied = await openTestShop({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => proxied.close());
  const viaProxy = (mobile: string, client: string) =>
    sendOtp(proxied, mobile, {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('counts each client the proxy names separately', async () => {
    for (let i = 0; i < 25; i++)
      expect((await viaProxy(freshMobile(), `198.51.100.${i + 1}`)).statusCode).toBe(200);
  });

  it('still limits one client behind the proxy', async () => {
    for (let i = 0; i < 20; i++)
      expect((await viaProxy(freshMobile(), '198.51.100.200')).statusCode).toBe(200);
    expect((await viaProxy(freshMobile(), '198.51.100.200')).json()).toMatchObject({
      detail: expect.stringMatching(/#302$/),
    });
  });

  it('counts an IPv6 client per /64', async () => {
    for (let i = 0; i < 20; i++)
      await viaProxy(freshMobile(), `2001:db8:1:2:${(i + 1).toString(16)}::1`);
    expect((await viaProxy(freshMobile(), '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await viaProxy(freshMobile(), '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('ignores the header when the request does not come from the trusted proxy', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        (
          await sendOtp(proxied, freshMobile(), {
            remoteAddress: '192.0.2.77',
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          })
        ).statusCode,
      );
    expect(answers[20]).toBe(429);
  });
});
