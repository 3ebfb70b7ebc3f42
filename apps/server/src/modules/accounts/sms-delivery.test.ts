import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from '../../providers/sms/fake-sms-gateway';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshMobile, newCustomer, postLogin, sendOtp } from './test-support';

/** The HTTP SMS adapter inside the running app, against a fake gateway on a local port. */
let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let shop: TestShop;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  shop = await openTestShop({
    env: {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.url,
      SMS_HTTP_API_KEY: 'gateway-key',
      SMS_HTTP_TEMPLATE: 'Makers Pantry: your login code is {otp}',
    },
  });
});
afterAll(async () => {
  await shop.close();
  await gateway.close();
});
beforeEach(() => gateway.answerWith(202));

const challengeCount = async (mobile: string) =>
  (
    await shop.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from otp_challenges where mobile = ${mobile}`,
    )
  ).rows[0]?.n;

describe('sending OTPs through an SMS gateway', () => {
  it('delivers the code through the gateway, and the code logs the customer in', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
    const sms = gateway.received.at(-1);
    expect(sms?.headers.authorization).toBe('Bearer gateway-key');
    expect(sms?.body.to).toBe(`+91${mobile}`);
    const otp = /code is (\d{4})$/.exec(sms?.body.message ?? '')?.[1];
    expect(otp).toMatch(/^[1-9]\d{3}$/);
    const res = await postLogin(shop, { mobile, otp, ...newCustomer });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 when the gateway refuses, keeps no code, and lets the customer retry at once', async () => {
    const mobile = freshMobile();
    gateway.answerWith(500);
    const res = await sendOtp(shop, mobile);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'We could not send the OTP right now. Please try again in a minute.',
      code: 'SMS_NOT_SENT',
    });
    expect(await challengeCount(mobile)).toBe(0);

    gateway.answerWith(202);
    expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
    expect(await challengeCount(mobile)).toBe(1);
  });

  it('keeps an earlier code working when a resend fails', async () => {
    const mobile = freshMobile();
    await sendOtp(shop, mobile);
    const otp = /(\d{4})$/.exec(gateway.received.at(-1)?.body.message ?? '')?.[1];
    shop.clock.advance(61_000);
    gateway.answerWith(503);
    expect((await sendOtp(shop, mobile)).statusCode).toBe(503);
    expect((await postLogin(shop, { mobile, otp, ...newCustomer })).statusCode).toBe(200);
  });

  it('still counts failed sends towards the hourly limit, so a broken gateway is not hammered', async () => {
    const mobile = freshMobile();
    gateway.answerWith(500);
    for (let i = 0; i < 5; i++) expect((await sendOtp(shop, mobile)).statusCode).toBe(503);
    expect((await sendOtp(shop, mobile)).json()).toMatchObject({
      detail: expect.stringMatching(/#301$/),
    });
  });

  it('has no dev outbox with a real gateway', async () => {
    const mobile = freshMobile();
    await sendOtp(shop, mobile);
    const res = await shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${mobile}/` });
    expect(res.statusCode).toBe(404);
  });
});
