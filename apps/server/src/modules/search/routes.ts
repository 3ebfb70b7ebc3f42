import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPageSchema, searchQuerySchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../context';
import { limitPerAddress, perMinute } from '../../http/address-limit';
import { CatalogueIndexHolder } from './catalogue-index';
import { searchProducts, type ProductCards } from './service';

/**
 * GET api/products/search/. Product cards are the catalogue's business, so they are handed in
 * where modules are wired (modules/routes.ts) rather than imported from it.
 */
export const searchRoutes =
  (productCards: ProductCards) => async (scope: FastifyInstance, context: AppContext) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const index = new CatalogueIndexHolder(context.db, (error) =>
      scope.log.error({ err: error }, 'the search index could not be read'),
    );
    // A server that listens reads the index at once; test apps, which never listen, when they
    // first search. Until it is read, searches take their candidates from PostgreSQL.
    scope.addHook('onListen', async () => index.keepUpWith(0));
    scope.addHook('onClose', () => index.settled());
    const limit = perMinute(context.config.PUBLIC_LIMIT_PER_MINUTE);
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
        // Counted when the request arrives, hit or not, and before a hit is answered early (so
        // never before routing); with the limit off (load tests) nothing runs for it at all.
        onRequest: [
          ...(limit ? [limitPerAddress('search', limit, context)] : []),
          context.publicCache.answerHitsEarly({ countedFirst: limit !== undefined }),
        ],
      },
      async (request, reply) => {
        const { keyword, pageNum } = request.query;
        await context.publicCache.reply(request, reply, () =>
          searchProducts(context, index, productCards, keyword, pageNum),
        );
        return reply;
      },
    );
  };
