import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPageSchema, searchQuerySchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../context';
import { limitPerAddress, perMinute } from '../../http/address-limit';
import { CatalogueIndexHolder, REMEMBERED_QUERIES } from './catalogue-index';
import { Meanings } from './meanings';
import { Rankings } from './rankings';
import { searchProducts, type ProductCards, type SearchMemory } from './service';

/** A few hundred bytes each: the words of the day's searches, and then some. */
const REMEMBERED_SEARCHES = 5_000;

/**
 * GET api/products/search/. Product cards are the catalogue's business, so they are handed in
 * where modules are wired (modules/routes.ts) rather than imported from it.
 */
export const searchRoutes =
  (productCards: ProductCards) => async (scope: FastifyInstance, context: AppContext) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const memory: SearchMemory = {
      index: new CatalogueIndexHolder(context.db, (error) =>
        scope.log.error({ err: error }, 'the search index could not be read'),
      ),
      meanings: new Meanings(REMEMBERED_SEARCHES),
      rankings: new Rankings(REMEMBERED_QUERIES),
    };
    // A server that listens reads the index at once, so the first shopper's search does not wait
    // for it; test apps, which never listen, read it when they first search.
    scope.addHook('onListen', async () => memory.index.warm());
    scope.addHook('onClose', () => memory.index.settled());
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
          searchProducts(context, memory, productCards, keyword, pageNum),
        );
        return reply;
      },
    );
  };
