import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema, productListSchema } from '@makers-pantry/domain/catalog';
import {
  cancelOrderRequestSchema,
  cancelOrderResponseSchema,
  orderDetailSchema,
  orderHistoryPageSchema,
  orderHistoryQuerySchema,
} from '@makers-pantry/domain/order-history';
import { currentUser, optionalUser } from '../../../http/auth';
import { loggedInRoutes, openRoutes } from '../../module-routes';
import { cancelOwnOrder } from '../fulfilment/cancel-order';
import { orderDetail } from './order-detail';
import { orderHistory } from './order-history';
import { previouslyOrdered } from './previously-ordered';
import type { TicketsByOrder } from './ticket-answers';

const tags = ['orders'];
const errors = errorAnswers;
const orderParams = z.object({ orderId: pathIdSchema('Order id') });

/**
 * After the order: My Orders, the order detail and the customer's cancel. `api/orders/{orderId}/`
 * is a parameter route: Fastify prefers the static paths beside it (`v2/`, `create-v2/`,
 * `payment/...`), so it never shadows them. An order's tickets are support's, handed in by
 * modules/routes.ts (decision 071).
 */
export const historyRoutes = (ticketsByOrder: TicketsByOrder) =>
  loggedInRoutes((app, context) => {
    app.get(
      '/api/orders/v2/',
      {
        schema: {
          tags,
          summary: 'My Orders: checkouts with their slots and orders, newest first, by cursor',
          querystring: orderHistoryQuerySchema,
          response: { 200: orderHistoryPageSchema, ...errors(400, 401) },
        },
      },
      async (request) =>
        orderHistory(context.db, currentUser(request).id, request.query.cursor, context.now()),
    );

    app.get(
      '/api/orders/:orderId/',
      {
        schema: {
          tags,
          summary: "One of the customer's orders, with its checkout's slots and bill",
          params: orderParams,
          response: { 200: orderDetailSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) =>
        orderDetail(
          context.db,
          currentUser(request).id,
          request.params.orderId,
          context.now(),
          ticketsByOrder,
        ),
    );

    app.post(
      '/api/orders/cancel-v2/:orderId/',
      {
        schema: {
          tags,
          summary: 'Cancel an order within 1 hour of placing and before packing',
          description:
            'Puts the units back in their batches, frees the slot place and the discount use, and ' +
            "refunds an online payment's share of this order through the gateway.",
          params: orderParams,
          body: cancelOrderRequestSchema,
          response: { 200: cancelOrderResponseSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) =>
        cancelOwnOrder(
          context,
          currentUser(request).id,
          request.params.orderId,
          request.body.reason,
          request.log,
        ),
    );
  });

/** The 'Previously ordered' strip of the home page: empty for a visitor. */
export const previouslyOrderedRoutes = openRoutes((app, context) => {
  app.get(
    '/api/products/prev-ordered-products/',
    {
      preHandler: optionalUser(context),
      schema: {
        tags: ['catalogue'],
        summary: "'Previously ordered' strip: products of the latest orders; empty without login",
        security: [{ token: [] }, {}],
        response: { 200: productListSchema },
      },
    },
    async (request, reply) => {
      // Per customer, so never in a shared cache.
      reply.header('cache-control', 'private, no-store');
      return previouslyOrdered(context, request.user?.id);
    },
  );
});
