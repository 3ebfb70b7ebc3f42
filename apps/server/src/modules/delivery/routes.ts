import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import {
  deliveryOptionsRequestSchema,
  deliveryOptionsResponseSchema,
} from '@makers-pantry/domain/delivery-options';
import { optionalUser } from '../../http/auth';
import { openRoutes } from '../module-routes';
import { deliveryOptions } from './service';

/** The slot engine (POST api/carts/delivery-options-v2/). */
export const deliveryRoutes = openRoutes((app, context) => {
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
});
