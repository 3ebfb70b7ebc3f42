import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathIdSchema, sellerSchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../context';
import { sellerPage, type ProductCardsByIds } from './service';

/**
 * GET api/sellers/{id}/. Product cards are the catalogue's business, so they are handed in where
 * modules are wired (modules/routes.ts) rather than imported from it.
 */
export const sellerRoutes =
  (productCards: ProductCardsByIds) => async (scope: FastifyInstance, context: AppContext) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/sellers/:id/',
      {
        schema: {
          tags: ['catalogue'],
          summary: "A maker's page: profile and menu (approved makers only)",
          params: z.object({ id: pathIdSchema('Seller id') }),
          response: { 200: sellerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        onRequest: context.publicCache.answerHitsEarly(),
      },
      async (request, reply) => {
        await context.publicCache.reply(request, reply, () =>
          sellerPage(context, productCards, request.params.id),
        );
        return reply;
      },
    );
  };
