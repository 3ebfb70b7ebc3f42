import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import {
  checkDiscountCodeRequestSchema,
  discountCouponSchema,
} from '@makers-pantry/domain/discounts';
import { currentUser } from '../../http/auth';
import { hitLimit } from '../../http/limit-count';
import { loggedInRoutes } from '../module-routes';
import { checkDiscountCode } from './service';

/**
 * Codes are short words a person could guess; a customer trying a few is normal, a script trying
 * thousands is not.
 */
export const CODE_CHECK_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** The cart's discount box. */
export const discountRoutes = loggedInRoutes((app, context) => {
  app.post(
    '/api/orders/check-discount-code/',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Whether a discount code may be used now (unknown, expired, used-up or below-minimum codes answer isValid false)',
        body: checkDiscountCodeRequestSchema,
        response: {
          200: discountCouponSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await hitLimit(
        context.limits,
        `discount-check:${userId}`,
        CODE_CHECK_LIMIT,
        context.now(),
        () => ({
          code: 'RATE_LIMITED',
          detail: 'Too many discount codes tried. Please try again in a few minutes.',
        }),
      );
      return checkDiscountCode(context, userId, request.body);
    },
  );
});
