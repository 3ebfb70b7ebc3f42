import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newProductsSchema,
  pageQuerySchema,
  productDetailSchema,
  productPageSchema,
  recommendationsSchema,
} from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import { optionalUser } from '../../http/auth';
import type { CountMemo } from './count-memo';
import { cachedPublicReads, replyFromCache } from './public-reply';
import { badInput, badInputOrMissing, productIdParams, tags } from './route-schemas';
import { listingOf, newProducts, productDetail, recommendationsFor } from './service';
import { viewerOf, type OwnOrderItemsLoader, type ReadableReviewsLoader } from './viewer';

/** Product lists and the product page. */
export async function productRoutes(
  scope: FastifyInstance,
  context: AppContext,
  counts: CountMemo,
  loadOwnOrderItems: OwnOrderItemsLoader,
  readableReviews: ReadableReviewsLoader,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { publicCache } = context;
  const read = cachedPublicReads(app, publicCache);

  read(
    '/api/products/',
    {
      tags,
      summary: 'All products on sale, 30 a page',
      querystring: pageQuerySchema,
      response: { 200: productPageSchema, ...badInput },
    },
    (request) => listingOf(context, counts, {}, request.query.pageNum),
  );

  app.get(
    '/api/products/:id/',
    {
      schema: {
        tags,
        summary: 'Product page: details, readable reviews and (when logged in) own order items',
        params: productIdParams,
        security: [{ token: [] }, {}],
        response: { 200: productDetailSchema, ...badInputOrMissing },
      },
      // A login's page is its own: only requests without one are answered from the cache early.
      onRequest: publicCache.answerHitsEarly({ anonymousOnly: true }),
      preHandler: optionalUser(context),
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      // A logged-in customer's page carries their own order items, so it is never shared, and
      // caches must not hand a visitor's copy to a customer (or the other way round).
      reply.header('vary', 'Authorization');
      if (viewer) {
        const [detail, userOrderItems] = await Promise.all([
          productDetail(context, id, viewer, readableReviews),
          loadOwnOrderItems(context.db, viewer.userId, id),
        ]);
        return reply
          .header('cache-control', 'private, no-store')
          .send({ ...detail, userOrderItems });
      }
      return replyFromCache(publicCache, request, reply, () =>
        productDetail(context, id, null, readableReviews),
      );
    },
  );

  read(
    '/api/products/product-recommendations/:id/',
    {
      tags,
      summary: "'Frequently bought together': in-stock products from the same shelf",
      params: productIdParams,
      response: { 200: recommendationsSchema, ...badInputOrMissing },
    },
    (request) => recommendationsFor(context, request.params.id),
  );

  read(
    '/api/products/npi/',
    {
      tags,
      summary: 'New products: launched in the last 30 days, newest first',
      response: { 200: newProductsSchema },
    },
    () => newProducts(context),
  );
}
