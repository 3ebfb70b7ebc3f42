import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannedIngredientSchema,
  bannerSchema,
  categorySchema,
  collectionByTypeSchema,
  collectionSchema,
  madeTypeGroupsSchema,
  pageQuerySchema,
  productPageSchema,
} from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import type { CountMemo } from './count-memo';
import {
  bannedIngredientList,
  bannerList,
  categoryDetails,
  categoryList,
  categoryListingFilter,
  collectionByType,
  collectionWithProducts,
  collectionsOfType,
  madeTypeTiles,
} from './browse-service';
import { replyFromCache } from './public-reply';
import {
  badInputOrMissing,
  categoryIdParams,
  categoryListingParams,
  collectionIdParams,
  collectionTypeParams,
  tags,
} from './route-schemas';
import { listingOf } from './service';

/** Banners, categories, collections and the prohibited-items list. */
export async function browseRoutes(scope: FastifyInstance, context: AppContext, counts: CountMemo) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { publicCache } = context;

  app.get(
    '/api/products/banners/',
    {
      schema: {
        tags,
        summary: 'Home page banners, in carousel order',
        response: { 200: z.array(bannerSchema) },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () => bannerList(context)),
  );

  app.get(
    '/api/products/category-list/',
    {
      schema: {
        tags,
        summary: "Categories with their subcategories ('Shop by Category')",
        response: { 200: z.array(categorySchema) },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () => categoryList(context)),
  );

  app.get(
    '/api/products/category/:id/details/',
    {
      schema: {
        tags,
        summary: 'One category with its subcategories',
        params: categoryIdParams,
        response: { 200: categorySchema, ...badInputOrMissing },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () =>
        categoryDetails(context, request.params.id),
      ),
  );

  app.get(
    '/api/products/category/:id/:subId/',
    {
      schema: {
        tags,
        summary: 'Products of a category (subId 0) or of one of its subcategories, 30 a page',
        params: categoryListingParams,
        querystring: pageQuerySchema,
        response: { 200: productPageSchema, ...badInputOrMissing },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, async () => {
        const { id, subId } = request.params;
        const filter = await categoryListingFilter(context, id, subId);
        return listingOf(context, counts, filter, request.query.pageNum);
      }),
  );

  app.get(
    '/api/products/product-collection/:id/',
    {
      schema: {
        tags,
        summary: 'One collection with all its products on sale',
        params: collectionIdParams,
        response: { 200: collectionSchema, ...badInputOrMissing },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () =>
        collectionWithProducts(context, request.params.id),
      ),
  );

  app.get(
    '/api/products/product-collection-type/:type/',
    {
      schema: {
        tags,
        summary: "Collections of a type ('curation' for Explore Curations), first 10 products each",
        params: collectionTypeParams,
        response: { 200: z.array(collectionSchema), ...badInputOrMissing },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () =>
        collectionsOfType(context, request.params.type),
      ),
  );

  app.get(
    '/api/products/product-collection-made-type/',
    {
      schema: {
        tags,
        summary: "Collection tiles grouped by made type ('Explore Collections')",
        response: { 200: madeTypeGroupsSchema },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () => madeTypeTiles(context)),
  );

  app.get(
    '/api/products/product-collection-by-type/:type/',
    {
      schema: {
        tags,
        summary: "The collection shown for a type on the home page ('new_launched')",
        params: collectionTypeParams,
        response: { 200: collectionByTypeSchema, ...badInputOrMissing },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () =>
        collectionByType(context, request.params.type),
      ),
  );

  app.get(
    '/api/products/banned-ingredients/',
    {
      schema: {
        tags,
        summary: "Ingredients no product may contain ('Ingredients Not Allowed')",
        response: { 200: z.array(bannedIngredientSchema) },
      },
      onRequest: publicCache.answerHitsEarly(),
    },
    async (request, reply) =>
      replyFromCache(publicCache, request, reply, () => bannedIngredientList(context), 3600),
  );
}
