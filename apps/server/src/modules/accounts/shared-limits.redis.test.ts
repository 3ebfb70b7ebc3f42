import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../../providers/rate-limit/redis-rate-limiter';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshAddress, freshMobile, sendOtp } from './test-support';

/**
 * Two server instances behind one load balancer share their limits through Redis (REDIS_URL).
 * Runs in the server-redis project, only when TEST_REDIS_URL names a Redis (.ci/run starts one);
 * this run's keys carry their own prefix.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const prefix = `mp:test:${randomBytes(6).toString('hex')}:`;
let first: TestShop;
let second: TestShop;

const instance = () =>
  openTestShop({
    limits: new RedisRateLimiter(new Redis(redisUrl, { maxRetriesPerRequest: 1 }), prefix),
  });

beforeAll(async () => {
  [first, second] = await Promise.all([instance(), instance()]);
});
afterAll(async () => {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await Promise.all([first.close(), second.close()]);
});

describe('limits shared through Redis', () => {
  it('holds the 60 s resend wait across instances', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(first, mobile)).statusCode).toBe(200);
    const res = await sendOtp(second, mobile);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });

  it('counts sends per number across instances (#301)', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      const shop = i % 2 ? second : first;
      expect((await sendOtp(shop, mobile)).statusCode).toBe(200);
      first.clock.advance(61_000);
      second.clock.advance(61_000);
    }
    expect((await sendOtp(first, mobile)).json()).toMatchObject({
      detail: expect.stringMatching(/#301$/),
    });
  });

  it('counts sends per client address across instances (#302)', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 20; i++)
      await sendOtp(i % 2 ? second : first, freshMobile(), { remoteAddress });
    expect((await sendOtp(second, freshMobile(), { remoteAddress })).statusCode).toBe(429);
  });
});
