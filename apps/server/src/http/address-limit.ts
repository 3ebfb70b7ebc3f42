import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { clientAddressKey } from '../modules/accounts/client-address';
import type { LimitRule } from '../providers/rate-limit/rate-limiter';
import { countRequest } from './limit-count';

/**
 * A per-client-address limit for public routes anyone can call without logging in (search,
 * cart-list), counted by the shared limiter like every other limit: Redis when REDIS_URL is set,
 * so N instances behind a proxy still allow one budget rather than N (each instance's own count
 * while Redis is away: decision 020). It costs one Redis round trip a request: 0.06 ms of work
 * a hit when many are in flight, 1.6 ms of waiting one at a time on a loaded 2-core machine
 * (decision 048).
 *
 *   app.post('/api/products/cart-list/', { preHandler: limitPerAddress('cart-list', rule, context) }, ...)
 */
export function limitPerAddress(
  name: string,
  rule: LimitRule | undefined,
  context: Pick<AppContext, 'limits' | 'now'>,
) {
  return async (request: FastifyRequest) => {
    if (!rule) return;
    await countRequest(context, `${name}:${clientAddressKey(request.ip)}`, rule, 'network');
  };
}

/** PUBLIC_LIMIT_PER_MINUTE as a rule; 0 turns the limit off (load tests). */
export function perMinute(limit: number): LimitRule | undefined {
  return limit > 0 ? { limit, windowMs: 60_000 } : undefined;
}
