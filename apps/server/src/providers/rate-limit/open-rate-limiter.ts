import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/** Redis when REDIS_URL is set, so several instances share one count; in-process otherwise. */
export function openRateLimiter(config: Config, log: FastifyBaseLogger): RateLimiter {
  if (!config.REDIS_URL) return new MemoryRateLimiter();
  const redis = new Redis(config.REDIS_URL, {
    // A slow or absent Redis should cost a login at most a second, never hang it.
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  redis.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection problem'));
  return new RedisRateLimiter(redis, {
    prefix: 'mp:limit:',
    onError: (error) =>
      log.error({ err: error }, 'rate limit check failed; letting the request through'),
  });
}
