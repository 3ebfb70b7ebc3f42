import { verdict, type LimitRule, type LimitVerdict, type RateLimiter } from './rate-limiter';

interface Window {
  count: number;
  resetAtMs: number;
}

/** Sweep closed windows once the map grows past this, so memory stays bounded. */
const SWEEP_AT = 10_000;

/** One process only: the embedded default and tests. Several instances need the Redis adapter. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  hit(key: string, rule: LimitRule, now: Date): Promise<LimitVerdict> {
    const nowMs = now.getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAtMs <= nowMs) {
      if (this.windows.size >= SWEEP_AT) this.sweep(nowMs);
      window = { count: 0, resetAtMs: nowMs + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve(verdict(window.count, window.resetAtMs, rule, now));
  }

  forget(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private sweep(nowMs: number) {
    for (const [key, window] of this.windows)
      if (window.resetAtMs <= nowMs) this.windows.delete(key);
  }
}
