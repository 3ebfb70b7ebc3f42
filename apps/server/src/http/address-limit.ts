import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../modules/accounts/client-address';
import { MemoryRateLimiter } from '../providers/rate-limit/memory-rate-limiter';
import type { LimitRule } from '../providers/rate-limit/rate-limiter';
import { AppError } from './errors';

/**
 * A per-client-address limit for public routes anyone can call without logging in (search,
 * cart-list). Counted in process, not in Redis: these are the hottest routes, a network round
 * trip on each would cost more than the limit saves, and the point is to stop one address from
 * hogging an instance, which a per-instance count does.
 *
 *   app.post('/api/products/cart-list/', { preHandler: limitPerAddress('cart-list', rule, now) }, ...)
 */
export function limitPerAddress(name: string, rule: LimitRule | undefined, now: () => Date) {
  const counts = new MemoryRateLimiter();
  return async (request: FastifyRequest) => {
    if (!rule) return;
    const verdict = await counts.hit(`${name}:${clientAddressKey(request.ip)}`, rule, now());
    if (verdict.allowed) return;
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests from your network. Please try again in ${seconds} seconds.`,
      { 'retry-after': String(seconds) },
    );
  };
}

/** PUBLIC_LIMIT_PER_MINUTE as a rule; 0 turns the limit off (load tests). */
export function perMinute(limit: number): LimitRule | undefined {
  return limit > 0 ? { limit, windowMs: 60_000 } : undefined;
}
