import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import {
  checkDiscountCodeRequestSchema,
  discountCouponSchema,
} from '@makers-pantry/domain/discounts';
import { currentUser, requireUser } from '../../http/auth';
import type { ModuleRoutes } from '../routes';
import { checkDiscountCode } from './service';

/** The cart's discount box (spec section 7). */
export const discountRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/orders/check-discount-code/',
    {
      preHandler: requireUser(context),
      schema: {
        tags: ['orders'],
        security: [{ token: [] }],
        summary:
          'Whether a discount code may be used now (unknown, expired, used-up or below-minimum codes answer isValid false)',
        body: checkDiscountCodeRequestSchema,
        response: { 200: discountCouponSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => checkDiscountCode(context, currentUser(request).id, request.body),
  );
};
