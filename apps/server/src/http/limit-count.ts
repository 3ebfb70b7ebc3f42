import type { ErrorCode } from '@makers-pantry/domain/error-codes';
import type { AppContext } from '../context';
import type { LimitRule, RateLimiter } from '../providers/rate-limit/rate-limiter';
import { AppError } from './errors';

/** What a request past its limit hears, given the whole seconds until it may come again. */
export type LimitRefusal = (seconds: number) => { code: ErrorCode; detail: string };

/**
 * Counts one request against `rule` under `key` with the shared limiter; past the limit, a 429
 * whose Retry-After says when to try again (a whole second at least) and whose code and sentence
 * are the route's own.
 */
export async function hitLimit(
  limiter: RateLimiter,
  key: string,
  rule: LimitRule,
  now: Date,
  refusal: LimitRefusal,
): Promise<void> {
  const verdict = await limiter.hit(key, rule, now);
  if (verdict.allowed) return;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  const { code, detail } = refusal(seconds);
  throw new AppError(code, detail, { 'retry-after': String(seconds) });
}

/**
 * Counts one request against `rule` under `key`; past the limit, a 429 that says whose requests
 * were too many and, in its header and sentence, when to try again.
 */
export async function countRequest(
  context: Pick<AppContext, 'limits' | 'now'>,
  key: string,
  rule: LimitRule,
  whose: 'network' | 'login',
): Promise<void> {
  await hitLimit(context.limits, key, rule, context.now(), (seconds) => ({
    code: 'RATE_LIMITED',
    detail: `Too many requests from your ${whose}. Please try again in ${seconds} seconds.`,
  }));
}
