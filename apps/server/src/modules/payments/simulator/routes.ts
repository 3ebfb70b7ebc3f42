import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import {
  checkoutScriptSchema,
  SIMULATED_FAILURES,
  simulatedPaymentSchema,
} from '@makers-pantry/domain/payments';
import { notFound } from '../../../http/errors';
import { SimulatorGateway } from '../../../providers/payments/simulator-gateway';
import type { ModuleRoutes } from '../../module-routes';
import { SIMULATOR_CHECKOUT_SCRIPT } from './simulator-script';

const tags = ['payments'];

/**
 * Which checkout the browser loads, and, with PAYMENT_GATEWAY=simulator, the simulator itself: its
 * script, the payer's choice, and webhooks posted to our own webhook route through the app.
 */
export const paymentRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const gateway = context.payments;

  app.get(
    '/api/payments/checkout-script/',
    {
      schema: {
        tags,
        summary: "The payment provider's checkout script the checkout screen loads",
        response: { 200: checkoutScriptSchema },
      },
    },
    async () => ({
      gateway: gateway.name,
      scriptUrl: gateway.checkoutScriptUrl,
      keyId: gateway.keyId,
    }),
  );

  if (!(gateway instanceof SimulatorGateway)) return;

  // The provider posts webhooks over HTTP; the simulator posts them through this same app, so the
  // webhook route checks the signature exactly as it would for Razorpay.
  // A delivery that fails is logged and dropped, as a provider's would be: it must never take
  // the process down.
  gateway.send = async (webhook) => {
    try {
      const answer = await scope.inject({
        method: 'POST',
        url: '/api/orders/payment/webhook/',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhook.signature,
          'x-razorpay-event-id': webhook.eventId,
        },
        payload: webhook.body,
      });
      // 404: a shop without the webhook route yet (it lives in the orders module).
      if (answer.statusCode === 404)
        scope.log.debug(
          { eventId: webhook.eventId },
          'no webhook route took the simulator webhook',
        );
      else if (answer.statusCode >= 300)
        scope.log.warn(
          {
            eventId: webhook.eventId,
            status: answer.statusCode,
            answer: answer.body.slice(0, 200),
          },
          'the simulator webhook was refused',
        );
    } catch (error) {
      scope.log.error({ eventId: webhook.eventId, err: error }, 'the simulator webhook failed');
    }
  };
  scope.addHook('onClose', async () => gateway.settled());

  app.get(
    '/api/payments/simulator/checkout.js',
    {
      schema: {
        tags,
        summary: "The payment simulator's checkout script (Razorpay Standard Checkout's API)",
        produces: ['application/javascript'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(SIMULATOR_CHECKOUT_SCRIPT),
  );

  app.post(
    '/api/payments/simulator/orders/:providerOrderId/pay/',
    {
      schema: {
        tags,
        summary: "The simulator's payer pays or fails: answered as Razorpay's checkout would",
        params: z.object({
          providerOrderId: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'Not an order id.'),
        }),
        body: simulatedPaymentSchema,
        response: {
          200: z.union([
            z.object({
              razorpay_payment_id: z.string(),
              razorpay_order_id: z.string(),
              razorpay_signature: z.string(),
            }),
            z.object({
              error: z.object({
                code: z.string(),
                description: z.string(),
                source: z.string(),
                step: z.string(),
                reason: z.string(),
                metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
              }),
            }),
          ]),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const order = gateway.findOrder(request.params.providerOrderId);
      if (!order) throw notFound('This payment order');
      const outcome = gateway.pay(
        order,
        request.body.outcome,
        request.body.reason || SIMULATED_FAILURES[0],
      );
      return outcome.ok ? outcome.response : { error: outcome.error };
    },
  );
};
