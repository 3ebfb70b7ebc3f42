import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { FallbackRateLimiter } from './fallback-rate-limiter';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/** How often a lost Redis is tried again, in the background. */
const RECONNECT_EVERY_MS = 2_000;

/**
 * Redis when REDIS_URL is set, so several instances share one count; in-process otherwise, and
 * in-process at once whenever Redis is unreachable (no request waits for it).
 */
export function openRateLimiter(config: Config, log: FastifyBaseLogger): RateLimiter {
  if (!config.REDIS_URL) return new MemoryRateLimiter();
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 500,
    commandTimeout: 300,
    // Fail a command at once while disconnected instead of queueing it until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => RECONNECT_EVERY_MS,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return; // one line per outage, not one per reconnect attempt
    down = true;
    log.warn({ err: error }, 'redis unreachable; rate limits are counted in this process');
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again; rate limits are shared again');
    down = false;
  });
  return new FallbackRateLimiter(new RedisRateLimiter(redis, 'mp:limit:'), {
    onFallback: (error) =>
      log.warn({ err: error }, 'rate limit call to redis failed; counted in this process'),
  });
}
