import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPageSchema, searchQuerySchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../context';
import { limitPerAddress, perMinute } from '../../http/address-limit';
import { searchProducts, type ProductCardsByIds } from './service';

/**
 * GET api/products/search/. Product cards are the catalogue's business, so they are handed in
 * where modules are wired (modules/routes.ts) rather than imported from it.
 */
export const searchRoutes =
  (productCards: ProductCardsByIds) => async (scope: FastifyInstance, context: AppContext) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/products/search/',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Search products, 30 a page',
          description:
            'Ranked full text over name, keywords, ingredients and description; the last word ' +
            'matches as a prefix, synonyms count (dahi finds curd) and misspelt words are ' +
            'replaced by the closest words in the catalogue.',
          querystring: searchQuerySchema,
          response: { 200: productPageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
        preHandler: limitPerAddress(
          'search',
          perMinute(context.config.PUBLIC_LIMIT_PER_MINUTE),
          context.now,
        ),
      },
      async (request, reply) => {
        const { keyword, pageNum } = request.query;
        await context.publicCache.reply(request, reply, () =>
          searchProducts(context, productCards, keyword, pageNum),
        );
        return reply;
      },
    );
  };
