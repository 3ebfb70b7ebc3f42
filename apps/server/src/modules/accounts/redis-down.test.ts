import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshAddress, freshMobile, sendOtp } from './test-support';

/**
 * REDIS_URL names a port nothing listens on: the shop must answer from its in-process counts at
 * once, and the limits must still hold rather than let every request through.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
});
afterAll(async () => shop.close());

describe('send-otp with Redis down', () => {
  it('sends the code, then holds the 60 s resend wait', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
    const again = await sendOtp(shop, mobile);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
  });

  it('holds the per-address limit (#302)', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 20; i++) await sendOtp(shop, freshMobile(), { remoteAddress });
    expect((await sendOtp(shop, freshMobile(), { remoteAddress })).statusCode).toBe(429);
  });
});
