import type { LimitRule, LimitVerdict, RateLimiter } from './rate-limiter';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RedisRateLimiter } from './redis-rate-limiter';

export interface FallbackEvents {
  /** Redis failed a call it was thought able to answer; the in-process count answered instead. */
  onFallback(error: unknown): void;
}

/**
 * Redis when it is connected, the in-process counts at once when it is not: a request never waits
 * for a Redis that is down, and limits keep holding (per instance) during the outage. Every hit is
 * also counted in process, so the fallback starts with this instance's recent counts rather than
 * from zero. ioredis reconnects in the background; once it is ready again Redis answers again.
 */
export class FallbackRateLimiter implements RateLimiter {
  private readonly local = new MemoryRateLimiter();

  constructor(
    private readonly shared: RedisRateLimiter,
    private readonly events: FallbackEvents,
  ) {}

  async hit(key: string, rule: LimitRule, now: Date): Promise<LimitVerdict> {
    const local = await this.local.hit(key, rule, now);
    if (!this.sharedReady()) return local;
    try {
      return await this.shared.hit(key, rule, now);
    } catch (error) {
      this.events.onFallback(error);
      return local;
    }
  }

  async forget(key: string): Promise<void> {
    await this.local.forget(key);
    if (!this.sharedReady()) return;
    try {
      await this.shared.forget(key);
    } catch (error) {
      this.events.onFallback(error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.local.close(), this.shared.close()]);
  }

  /** Redis answers: the limits are shared. Requests never wait for it; readiness does. */
  async ping(): Promise<unknown> {
    return this.shared.redis.ping();
  }

  private sharedReady() {
    return this.shared.redis.status === 'ready';
  }
}
