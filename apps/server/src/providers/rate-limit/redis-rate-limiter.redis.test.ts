import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { FallbackRateLimiter } from './fallback-rate-limiter';
import { at, describeLimiterContract, rule } from './limiter-contract';
import { RedisRateLimiter } from './redis-rate-limiter';

/**
 * Runs in the server-redis project, only when TEST_REDIS_URL names a Redis (.ci/run starts one);
 * each run uses its own key prefix and removes its keys.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const prefix = `mp:test:${randomBytes(6).toString('hex')}:`;
const clients: Redis[] = [];
const openRedis = () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return redis;
};

afterAll(async () => {
  const redis = openRedis();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await Promise.all(clients.map((client) => client.quit()));
});

describeLimiterContract('Redis', () => new RedisRateLimiter(openRedis(), prefix));

describe('Redis rate limiter across instances', () => {
  it('shares one count between two server instances', async () => {
    const first = new RedisRateLimiter(openRedis(), prefix);
    const second = new RedisRateLimiter(openRedis(), prefix);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit('shared', rule, at(0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('counts in Redis through the fallback limiter once Redis is connected', async () => {
    const redis = openRedis();
    await new Promise((resolve) => redis.once('ready', resolve));
    const failures: unknown[] = [];
    const first = new FallbackRateLimiter(new RedisRateLimiter(redis, prefix), {
      onFallback: (error) => failures.push(error),
    });
    const second = new RedisRateLimiter(openRedis(), prefix);
    for (let i = 0; i < 3; i++) await second.hit('through-fallback', rule, at(0));
    // Only one hit in this process, yet the shared count refuses it.
    expect(await first.hit('through-fallback', rule, at(1))).toMatchObject({
      allowed: false,
      count: 4,
    });
    expect(failures).toEqual([]);
  });
});
