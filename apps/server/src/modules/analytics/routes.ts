import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsAcceptedSchema, analyticsBatchSchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../context';
import { optionalUser } from '../../http/auth';
import { recordEvents } from './service';

/** Product analytics from the browser (spec section 7: sampled at 50% there). */
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
        response: { 202: analyticsAcceptedSchema, 400: apiErrorSchema },
      },
      // A logged-in customer's events carry their id; an expired token just makes them anonymous.
      preHandler: optionalUser(context),
    },
    async (request, reply) => {
      const userId = request.user ? String(request.user.id) : null;
      const accepted = await recordEvents(context, request.body, userId);
      return reply.code(202).send(accepted);
    },
  );
}
