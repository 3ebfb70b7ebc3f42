import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { FallbackRateLimiter } from './fallback-rate-limiter';
import { at, describeLimiterContract, rule } from './limiter-contract';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

describeLimiterContract('in-process', () => new MemoryRateLimiter());

describe('with Redis unreachable', () => {
  // Nothing listens on port 1; the limiter must not wait for it.
  const redis = new Redis('redis://127.0.0.1:1', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => 1_000,
  });
  redis.on('error', () => {});
  const failures: unknown[] = [];
  const limiter = new FallbackRateLimiter(new RedisRateLimiter(redis, 'mp:test:'), {
    onFallback: (error) => failures.push(error),
  });
  afterAll(() => limiter.close());

  describeLimiterContract('in-process fallback', () => limiter);

  it('still refuses past the limit, counted in process', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.hit('unreachable', rule, at(i)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.retryAfterMs).toBe(56_000);
  });
});
