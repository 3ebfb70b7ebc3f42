/**
 * Counts requests per key in fixed windows. A window opens at the first hit and lasts `windowMs`;
 * every hit counts, refused ones too, so hammering does not shorten the wait. Both adapters take
 * the time from the caller (the app's clock), so tests can move it and instances agree.
 */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Until the window closes; 0 only if the limiter could not be asked. */
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(key: string, rule: LimitRule, now: Date): Promise<LimitVerdict>;
  /** Closes the key's window early, for example when the SMS it paid for was never sent. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
  /** A limiter shared through a server (Redis) resolves when that server answers (readiness). */
  ping?(): Promise<unknown>;
}

export function verdict(
  count: number,
  resetAtMs: number,
  rule: LimitRule,
  now: Date,
): LimitVerdict {
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterMs: Math.max(0, resetAtMs - now.getTime()),
  };
}
