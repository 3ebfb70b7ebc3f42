import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

// Redis runs on this machine and in CI; each run uses its own key prefix and removes its keys.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `mp:test:${randomBytes(6).toString('hex')}:`;
const clients: Redis[] = [];
const openRedis = () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return redis;
};
const failOnError = (error: unknown) => {
  throw error;
};

afterAll(async () => {
  const redis = openRedis();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await Promise.all(clients.map((client) => client.quit()));
});

const adapters: [string, () => RateLimiter][] = [
  ['in-process', () => new MemoryRateLimiter()],
  ['Redis', () => new RedisRateLimiter(openRedis(), { prefix, onError: failOnError })],
];

const rule = { limit: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 4, 30, seconds));

describe.each(adapters)('%s rate limiter', (_, open) => {
  const limiter = open();
  const key = () => `k-${randomBytes(4).toString('hex')}`;

  it('allows up to the limit, then refuses until the window closes', async () => {
    const k = key();
    for (let i = 1; i <= 3; i++)
      expect(await limiter.hit(k, rule, at(i))).toMatchObject({ allowed: true, count: i });
    expect(await limiter.hit(k, rule, at(20))).toEqual({
      allowed: false,
      count: 4,
      retryAfterMs: 41_000,
    });
  });

  it('counts refused hits too, without moving the end of the window', async () => {
    const k = key();
    for (let i = 0; i < 10; i++) await limiter.hit(k, rule, at(0));
    expect(await limiter.hit(k, rule, at(30))).toMatchObject({
      allowed: false,
      retryAfterMs: 30_000,
    });
  });

  it('opens a fresh window once the old one has closed', async () => {
    const k = key();
    for (let i = 0; i < 4; i++) await limiter.hit(k, rule, at(0));
    expect(await limiter.hit(k, rule, at(60))).toMatchObject({ allowed: true, count: 1 });
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    for (let i = 0; i < 4; i++) await limiter.hit(a, rule, at(0));
    expect(await limiter.hit(b, rule, at(0))).toMatchObject({ allowed: true, count: 1 });
  });

  it('forgets a key on request', async () => {
    const k = key();
    for (let i = 0; i < 4; i++) await limiter.hit(k, rule, at(0));
    await limiter.forget(k);
    expect(await limiter.hit(k, rule, at(1))).toMatchObject({ allowed: true, count: 1 });
  });
});

describe('Redis rate limiter across instances', () => {
  it('shares one count between two server instances', async () => {
    const first = new RedisRateLimiter(openRedis(), { prefix, onError: failOnError });
    const second = new RedisRateLimiter(openRedis(), { prefix, onError: failOnError });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit('shared', rule, at(0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('lets requests through and reports when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => {});
    const limiter = new RedisRateLimiter(unreachable, {
      prefix,
      onError: (error) => errors.push(error),
    });
    expect(await limiter.hit('any', rule, at(0))).toEqual({
      allowed: true,
      count: 0,
      retryAfterMs: 0,
    });
    expect(errors).toHaveLength(1);
    unreachable.disconnect();
  });
});
