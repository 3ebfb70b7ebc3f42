import type { Redis } from 'ioredis';
import { verdict, type LimitRule, type LimitVerdict, type RateLimiter } from './rate-limiter';

/**
 * One round trip, atomic on the Redis server: open a window if none is open (by the caller's
 * clock), otherwise count the hit. The key's TTL only cleans up; `reset` decides. The TTL gets a
 * minute of slack so small clock differences between instances never drop an open window.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local count
if resetAt <= now then
  resetAt = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', resetAt)
  redis.call('PEXPIRE', KEYS[1], window + 60000)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
return {count, resetAt}
`;

/**
 * Shared by every server instance, so a limit holds however many instances run. Errors reach the
 * caller: FallbackRateLimiter answers from the in-process counts while Redis is away.
 */
export class RedisRateLimiter implements RateLimiter {
  /** `prefix` keeps these counters apart from anything else in the same Redis. */
  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, rule: LimitRule, now: Date): Promise<LimitVerdict> {
    const reply = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      now.getTime(),
      rule.windowMs,
    )) as [number, number];
    return verdict(Number(reply[0]), Number(reply[1]), rule, now);
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
