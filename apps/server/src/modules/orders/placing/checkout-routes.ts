import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderConfirmationSchema,
  paymentConfirmRequestSchema,
  customerCreditSchema,
  paymentForCheckoutSchema,
} from '@makers-pantry/domain/orders';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { currentUser, requireLogin } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import type { ModuleRoutes } from '../../module-routes';
import { createOrder } from './create-order';
import { creditBalancePaise } from '../credit/customer-credit';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';
import { orderConfirmation } from './order-queries';
import { confirmPayment, paymentForCheckout } from '../../payments/service';
import { paymentOrders } from './payment-orders';
import { cancelUnpaidCheckout } from './unpaid-checkout';

const tags = ['orders'];
const errors = errorAnswers;
const paymentParams = z.object({ id: pathIdSchema('Payment id') });

/** Other headers pass untouched; only the key is checked. */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(
      IDEMPOTENCY_KEY_PATTERN,
      'Idempotency-Key must be 1 to 100 letters, digits, dots, colons, dashes or underscores.',
    )
    .optional(),
});

/** Checkout: placing the order and its confirmation. */
export const checkoutRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireLogin(scope, context);

  app.post(
    '/api/orders/create-v2/',
    {
      schema: {
        tags,
        summary:
          'Place the order: priced by the server, stock and slot places reserved; online payments answer the checkout options. A repeated Idempotency-Key answers the checkout it placed, as it stands now (replaced 409 CHECKOUT_REPLACED, ended unpaid 409 CHECKOUT_ENDED), and never places another.',
        headers: idempotencyHeaders,
        body: createOrderRequestSchema,
        response: {
          201: createOrderResponseSchema,
          ...errors(400, 401, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await createOrder(
        context,
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
        request.log,
      );
      return reply.code(answer.statusCode as 201).send(answer.body as never);
    },
  );

  app.get(
    '/api/orders/payment/:id/',
    {
      schema: {
        tags,
        summary:
          'The confirmation of a checkout: its orders, slots, items and payment (owner only)',
        params: paymentParams,
        response: { 200: orderConfirmationSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => orderConfirmation(context.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/orders/payment/confirm/',
    {
      schema: {
        tags,
        summary:
          "Confirm an online payment with the provider's signature (checked against the provider order we stored); idempotent",
        description:
          'The amount and currency the provider took are fetched from it and must be what the ' +
          'checkout asked: another amount is refunded and answers 409, and a provider that does ' +
          'not answer gives 503 (the signed webhook then completes the payment). A second ' +
          'payment on an order already paid is refunded; the order stands.',
        body: paymentConfirmRequestSchema,
        response: { 200: orderConfirmationSchema, ...errors(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await confirmPayment(context, userId, request.body, paymentOrders, request.log);
      return orderConfirmation(context.db, userId, request.body.myjaxyPaymentId);
    },
  );

  app.get(
    '/api/orders/for_payment/:id/',
    {
      schema: {
        tags,
        summary: 'What the online checkout needs to open (again) for an unpaid order (owner only)',
        params: paymentParams,
        response: { 200: paymentForCheckoutSchema, ...errors(400, 401, 404, 503) },
      },
    },
    async (request) =>
      paymentForCheckout(context, currentUser(request), request.params.id, paymentOrders),
  );

  app.post(
    '/api/orders/for_payment/:id/cancel/',
    {
      schema: {
        tags,
        summary:
          'Give up an unpaid online checkout (My Orders): its stock, slot places, code use and credit come back now; answers it as it stands (owner only)',
        params: paymentParams,
        response: { 200: paymentForCheckoutSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await context.db.transaction((tx) =>
        cancelUnpaidCheckout(tx, user.id, request.params.id, context.now()),
      );
      if (!found) throw notFound('Order details');
      return paymentForCheckout(context, user, request.params.id, paymentOrders);
    },
  );

  app.get(
    '/api/orders/credit/',
    {
      schema: {
        tags,
        summary: 'Your credit from resolved issues, spent automatically on your next order',
        response: { 200: customerCreditSchema, ...errors(401) },
      },
    },
    async (request) => ({
      amount: paiseToRupees(await creditBalancePaise(context.db, currentUser(request).id)),
    }),
  );
};
