import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartCollectionSchema,
  cartItemSchema,
  cartListRequestSchema,
} from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import {
  deliveryOptionsRequestSchema,
  deliveryOptionsResponseSchema,
} from '@makers-pantry/domain/delivery-options';
import type { AppContext } from '../../context';
import { limitPerAddress, perMinute } from '../../http/address-limit';
import { optionalUser } from '../../http/auth';
import { deliveryOptions } from './cart-delivery-options';
import { cartLineFor, checkCart } from './cart-service';
import { cachedPublicReads } from './public-reply';
import { badInputOrMissing, productIdParams, tags } from './route-schemas';
import { handpickedProducts } from './service';

/** What the cart page reads about products, and its delivery options (the slot engine's). */
export async function cartRoutes(scope: FastifyInstance, context: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const read = cachedPublicReads(app, context.publicCache);

  app.post(
    '/api/products/cart-list/',
    {
      schema: {
        tags,
        summary: 'Check a cart against live stock and prices',
        description:
          'Answers the items in the order sent, duplicates merged. quantityPossible is lowered to ' +
          'what can be sold, and changeMessage says why (or that the price changed from the ' +
          '`price` the browser sent). Never cached.',
        body: cartListRequestSchema,
        response: { 200: z.array(cartItemSchema), 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: limitPerAddress(
        'cart-list',
        perMinute(context.config.PUBLIC_LIMIT_PER_MINUTE),
        context,
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkCart(context, request.body);
    },
  );

  app.get(
    '/api/products/cart-view/:id/',
    {
      schema: {
        tags,
        summary: 'One product as a cart line (quantity 1 when it sells)',
        description: 'Live stock, so never cached: the cart must not offer what an order took.',
        params: productIdParams,
        response: { 200: cartItemSchema, ...badInputOrMissing },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cartLineFor(context, request.params.id);
    },
  );

  read(
    '/api/products/cart-collection/',
    {
      tags,
      summary: "'Handpicked for you': popular products that can be bought now",
      response: { 200: cartCollectionSchema },
    },
    () => handpickedProducts(context),
  );

  app.post(
    '/api/carts/delivery-options-v2/',
    {
      preHandler: optionalUser(context),
      schema: {
        tags: ['delivery'],
        summary: 'Delivery options for a cart: each item earliest, or all together',
        description:
          "addressId (the caller's own) enables quick slots inside their area; without it only scheduled slots are offered.",
        body: deliveryOptionsRequestSchema,
        response: {
          200: deliveryOptionsResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deliveryOptions(context, request.body, request.user?.id);
    },
  );
}
