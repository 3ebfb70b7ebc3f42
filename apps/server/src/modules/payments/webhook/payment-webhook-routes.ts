import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import { keepRawJsonBodies } from '../../../http/body-parsers';
import type { GatewayWebhookEvent } from '../../../providers/payments/payment-gateway';
import type { ModuleRoutes } from '../../module-routes';
import type { PaymentOrders } from '../lifecycle/payment-transitions';
import { receivePaymentWebhook } from './payment-webhook';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

const entity = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject({ entity: z.looseObject(shape) });

/** Razorpay's event shape, loosely: the provider adds fields we do not read. */
const webhookEventSchema = z.looseObject({
  event: z.string().min(1).max(100),
  created_at: z.number().optional(),
  payload: z
    .looseObject({
      payment: entity({
        id: z.string().max(100),
        order_id: z.string().max(100).nullish(),
        currency: z.string().max(10).nullish(),
        error_description: z.string().max(2000).nullish(),
        error_reason: z.string().max(2000).nullish(),
      }).optional(),
      order: entity({ id: z.string().max(100) }).optional(),
      refund: entity({
        id: z.string().max(100),
        payment_id: z.string().max(100).optional(),
      }).optional(),
    })
    .default({}),
});

/**
 * The headers the handler reads itself (the signature is checked over the raw body, so they are
 * not validated as a schema): declared for the API document only.
 */
const webhookHeadersSchema = z.object({
  'x-razorpay-signature': z
    .string()
    .describe("HMAC-SHA256 of the raw body with the webhook secret, in hex (Razorpay's)."),
  'x-razorpay-event-id': z
    .string()
    .max(100)
    .describe('The event’s id: an event delivered again answers `duplicate`.'),
});

/**
 * POST /api/orders/payment/webhook/ in a scope of its own, whose JSON parser keeps the raw body
 * (`keepRawJsonBodies`). Other content types are 415 and bodies over 256 KB are 413, as everywhere.
 * `orders` is orders' side of a capture (modules/routes.ts hands it in).
 */
export const paymentWebhookRoutes =
  (orders: PaymentOrders): ModuleRoutes =>
  async (scope, context) => {
    const rawBodyOf = keepRawJsonBodies(scope, { bodyLimit: WEBHOOK_BODY_LIMIT, utf8Only: true });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/orders/payment/webhook/',
      {
        config: { requestHeaders: webhookHeadersSchema },
        schema: {
          tags: ['orders'],
          summary:
            'Payment provider webhook (X-Razorpay-Signature over the raw body, de-duplicated by X-Razorpay-Event-Id)',
          description:
            'Every captured payment id is recorded once. Only a capture of the amount and currency ' +
            'the checkout asked completes it; one of another amount, any capture after the first on ' +
            'the same provider order, and every capture after the hold ran out are refunded.',
          body: webhookEventSchema,
          response: {
            200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }),
            400: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const status = await receivePaymentWebhook(
          context,
          {
            rawBody: rawBodyOf(request),
            signature: header('x-razorpay-signature'),
            eventId: header('x-razorpay-event-id'),
          },
          request.body as unknown as GatewayWebhookEvent,
          orders,
          request.log,
        );
        return { status };
      },
    );
  };
