import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openSmsSender } from '../../providers/sms/open-sms-sender';
import { openTestShop, type TestShop } from '../../test/harness';
import { PRODUCTION_ENV } from '../../test/production-env';
import { freshMobile, sendOtp } from './test-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

describe('GET /api/dev/outbox/{mobile}/', () => {
  it('shows the last message sent to a number', async () => {
    const mobile = freshMobile();
    await sendOtp(shop, mobile);
    const first = await shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${mobile}/` });
    shop.clock.advance(61_000);
    await sendOtp(shop, mobile);
    const second = await shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${mobile}/` });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ mobile, otp: expect.stringMatching(/^[1-9]\d{3}$/) });
    expect(second.json<{ sentAt: string }>().sentAt).not.toBe(
      first.json<{ sentAt: string }>().sentAt,
    );
  });

  it('answers 404 for a number that was sent nothing', async () => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${freshMobile()}/` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps no outbox in production', () => {
    const config = loadConfig(PRODUCTION_ENV);
    const { outbox } = openSmsSender(config, shop.app.log, () => new Date());
    expect(outbox).toBeUndefined();
  });
});
