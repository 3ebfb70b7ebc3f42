import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsAcceptedSchema, analyticsBatchSchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../context';
import { optionalUser } from '../../http/auth';
import { hitLimit } from '../../http/limit-count';
import { recordEvents } from './service';

/**
 * A browsing session sends a batch every few seconds at most; far more from one address is a
 * script filling the table, so it is refused (per address, shared across instances with Redis).
 */
export const ANALYTICS_LIMIT = { limit: 240, windowMs: 10 * 60_000 };

/** Product analytics from the browser (sampled at 50% there). */
export async function analyticsRoutes(scope: FastifyInstance, context: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/analytics/events/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of product analytics events',
        body: analyticsBatchSchema,
        security: [{ token: [] }, {}],
        response: { 202: analyticsAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // A logged-in customer's events carry their id; an expired token just makes them anonymous.
      preHandler: optionalUser(context),
    },
    async (request, reply) => {
      await hitLimit(
        context.limits,
        `analytics:${request.ip}`,
        ANALYTICS_LIMIT,
        context.now(),
        () => ({
          code: 'RATE_LIMITED',
          detail: 'Too many analytics events from your network. Please try again later.',
        }),
      );
      const userId = request.user ? String(request.user.id) : null;
      const accepted = await recordEvents(context, request.body, userId);
      return reply.code(202).send(accepted);
    },
  );
}
