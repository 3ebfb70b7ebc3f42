import type { FastifyInstance } from 'fastify';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../context';
import type { LimitRule } from '../providers/rate-limit/rate-limiter';
import { perMinute } from './address-limit';
import { currentUser } from './auth';
import { countRequest } from './limit-count';

/**
 * A per-login limit for a scope of logged-in routes, counted after the login is known (register
 * it after `requireLogin`). Counted by the shared limiter (Redis when REDIS_URL is set, so every
 * instance counts one budget, falling back to each instance's own count while Redis is away:
 * decision 020), like the other logged-in limits.
 */
export function limitPerLogin(
  scope: FastifyInstance,
  context: AppContext,
  name: string,
  rule: LimitRule | undefined,
) {
  if (!rule) return;
  // The API document says so on every route of the scope, including routes added later.
  scope.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {});
    schema.response = { ...(schema.response as object | undefined), ...errorAnswers(429) };
  });
  scope.addHook('onRequest', async (request) => {
    await countRequest(context, `${name}:${currentUser(request).id}`, rule, 'login');
  });
}

/**
 * Every /api/hub/ scope (the hub module's, and the ops pages other modules serve there) counts
 * one budget per login: HUB_LIMIT_PER_MINUTE, far above a person working through lists, low
 * enough that a stuck script or a leaked token cannot hog the database.
 */
export const limitHubRequests = (scope: FastifyInstance, context: AppContext) =>
  limitPerLogin(scope, context, 'hub', perMinute(context.config.HUB_LIMIT_PER_MINUTE));
