import type { AppContext } from '../context';
import type { LimitRule } from '../providers/rate-limit/rate-limiter';
import { AppError } from './errors';

/**
 * Counts one request against `rule` under `key` with the shared limiter; past the limit, a 429
 * that says whose requests were too many and, in its header and sentence, when to try again.
 */
export async function countRequest(
  context: Pick<AppContext, 'limits' | 'now'>,
  key: string,
  rule: LimitRule,
  whose: 'network' | 'login',
): Promise<void> {
  const verdict = await context.limits.hit(key, rule, context.now());
  if (verdict.allowed) return;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  throw new AppError(
    'RATE_LIMITED',
    `Too many requests from your ${whose}. Please try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
  );
}
