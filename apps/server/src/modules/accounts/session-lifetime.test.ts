import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../../test/harness';
import { logIn, tokenHeader } from './test-support';

const DAY_MS = 24 * 60 * 60 * 1000;

const profile = (shop: TestShop, token: string) =>
  shop.app.inject({ method: 'GET', url: '/api/users/profile/', headers: tokenHeader(token) });

describe('a login used every few weeks', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => shop.close());

  it('ends 90 days after it started, however often it is used', async () => {
    const token = await logIn(shop);
    for (let day = 25; day < 90; day += 25) {
      shop.clock.advance(25 * DAY_MS);
      expect((await profile(shop, token)).statusCode, `day ${day}`).toBe(200);
    }
    shop.clock.advance(15 * DAY_MS); // day 90
    const ended = await profile(shop, token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      detail: 'Your session has ended. Please log in again.',
    });
  });

  it('still ends 30 days after its last use', async () => {
    const token = await logIn(shop);
    shop.clock.advance(30 * DAY_MS);
    expect((await profile(shop, token)).statusCode).toBe(401);
  });
});

describe('SESSION_MAX_DAYS', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ env: { SESSION_MAX_DAYS: '7' } });
  });
  afterAll(async () => shop.close());

  it('sets the absolute lifetime', async () => {
    const token = await logIn(shop);
    shop.clock.advance(6 * DAY_MS);
    expect((await profile(shop, token)).statusCode).toBe(200);
    shop.clock.advance(DAY_MS);
    expect((await profile(shop, token)).statusCode).toBe(401);
  });
});
