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
import { cachedPublicReads } from './public-reply';
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
  const read = cachedPublicReads(scope.withTypeProvider<ZodTypeProvider>(), context.publicCache);

  read(
    '/api/products/banners/',
    {
      tags,
      summary: 'Home page banners, in carousel order',
      response: { 200: z.array(bannerSchema) },
    },
    () => bannerList(context),
  );

  read(
    '/api/products/category-list/',
    {
      tags,
      summary: "Categories with their subcategories ('Shop by Category')",
      response: { 200: z.array(categorySchema) },
    },
    () => categoryList(context),
  );

  read(
    '/api/products/category/:id/details/',
    {
      tags,
      summary: 'One category with its subcategories',
      params: categoryIdParams,
      response: { 200: categorySchema, ...badInputOrMissing },
    },
    (request) => categoryDetails(context, request.params.id),
  );

  read(
    '/api/products/category/:id/:subId/',
    {
      tags,
      summary: 'Products of a category (subId 0) or of one of its subcategories, 30 a page',
      params: categoryListingParams,
      querystring: pageQuerySchema,
      response: { 200: productPageSchema, ...badInputOrMissing },
    },
    async (request) => {
      const { id, subId } = request.params;
      const filter = await categoryListingFilter(context, id, subId);
      return listingOf(context, counts, filter, request.query.pageNum);
    },
  );

  read(
    '/api/products/product-collection/:id/',
    {
      tags,
      summary: 'One collection with all its products on sale',
      params: collectionIdParams,
      response: { 200: collectionSchema, ...badInputOrMissing },
    },
    (request) => collectionWithProducts(context, request.params.id),
  );

  read(
    '/api/products/product-collection-type/:type/',
    {
      tags,
      summary: "Collections of a type ('curation' for Explore Curations), first 10 products each",
      params: collectionTypeParams,
      response: { 200: z.array(collectionSchema), ...badInputOrMissing },
    },
    (request) => collectionsOfType(context, request.params.type),
  );

  read(
    '/api/products/product-collection-made-type/',
    {
      tags,
      summary: "Collection tiles grouped by made type ('Explore Collections')",
      response: { 200: madeTypeGroupsSchema },
    },
    () => madeTypeTiles(context),
  );

  read(
    '/api/products/product-collection-by-type/:type/',
    {
      tags,
      summary: "The collection shown for a type on the home page ('new_launched')",
      params: collectionTypeParams,
      response: { 200: collectionByTypeSchema, ...badInputOrMissing },
    },
    (request) => collectionByType(context, request.params.type),
  );

  read(
    '/api/products/banned-ingredients/',
    {
      tags,
      summary: "Ingredients no product may contain ('Ingredients Not Allowed')",
      response: { 200: z.array(bannedIngredientSchema) },
    },
    () => bannedIngredientList(context),
    3600,
  );
}
