import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  hubOrderListQuerySchema,
  hubOrderMovedSchema,
  hubOrderPageSchema,
  hubOrderStatusRequestSchema,
  hubPodCollectedSchema,
} from '@makers-pantry/domain/fulfilment';
import {
  hubOrderNoteSchema,
  hubOrderPageSchema as hubOrderDetailSchema,
} from '@makers-pantry/domain/hub-order-page';
import { hubRefundListSchema } from '@makers-pantry/domain/hub-refunds';
import { collectPodCash, moveOrderByOps } from '../orders/service';
import { ATTENTION_AFTER_FAILURES, refundsForOps, retryPendingRefunds } from '../payments/service';
import type { ModuleRoutes } from '../module-routes';
import { hubActorOf, requireOpsActor } from './hub-actor';
import { ordersForOps } from './order-list';
import { addOrderNote, hubOrderPage } from './order-page';
import { recordOrderChange } from './order-moves';

const tags = ['hub'];
const errors = errorAnswers;
const orderParams = z.object({ orderId: pathIdSchema('Order id') });

/** Ops and admins run fulfilment: move orders along, record cash collected, list what to do. */
export const hubOrderRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOpsActor(scope, context);

  app.get(
    '/api/hub/orders/',
    {
      schema: {
        tags,
        summary: 'Ops: orders newest first, by status and slot, 50 a page by cursor',
        querystring: hubOrderListQuerySchema,
        response: { 200: hubOrderPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => ordersForOps(context.db, request.query),
  );

  app.get(
    '/api/hub/orders/:orderId/',
    {
      schema: {
        tags,
        summary: "Ops: one order's page",
        description:
          "The order as the board shows it (with the customer's number), its items with the " +
          'batches they were sent from and their best-before, the address, the refund, every ' +
          "event of its history with who, and its tickets. The hub's changes to it are at " +
          '/api/hub/history/order/{id}/.',
        params: orderParams,
        response: { 200: hubOrderDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => hubOrderPage(context, request.params.orderId),
  );

  app.post(
    '/api/hub/orders/:orderId/notes/',
    {
      schema: {
        tags,
        summary: 'Ops: an internal note on an order',
        description:
          "For the shop's eyes only: kept in the order's history with who wrote it (the customer " +
          "never reads it) and in the audit log. Answers the order's page.",
        params: orderParams,
        body: hubOrderNoteSchema,
        response: { 200: hubOrderDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      addOrderNote(context, hubActorOf(request), request.params.orderId, request.body),
  );

  app.post(
    '/api/hub/orders/:orderId/status/',
    {
      schema: {
        tags,
        summary:
          'Ops: move an order to packed (50), out for delivery (60), delivered (70) or cancelled (90)',
        description:
          'Only the allowed steps: 20 -> 50 -> 60 -> 70, and cancel from 20 or 50. Every change is ' +
          "stored with who made it and when, in the order's history and the hub's audit log. " +
          'A cancel gives the reservation back and refunds an ' +
          'online payment like the customer’s cancel.',
        params: orderParams,
        body: hubOrderStatusRequestSchema,
        response: { 200: hubOrderMovedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = hubActorOf(request);
      return moveOrderByOps(context, request.params.orderId, {
        to: request.body.status,
        note: request.body.note,
        opsUserId: actor.userId,
        record: recordOrderChange(actor),
        log: request.log,
      });
    },
  );

  app.post(
    '/api/hub/orders/:orderId/pod-collected/',
    {
      schema: {
        tags,
        summary: 'Ops: the cash of a pay-on-delivery order was collected',
        params: orderParams,
        response: { 200: hubPodCollectedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = hubActorOf(request);
      return collectPodCash(
        context,
        request.params.orderId,
        actor.userId,
        recordOrderChange(actor),
      );
    },
  );

  app.get(
    '/api/hub/refunds/',
    {
      schema: {
        tags,
        summary: 'Ops: refunds not yet processed, those that need attention first',
        description:
          'Pending refunds (not yet taken by the gateway, or waiting for its word) and failed ' +
          'ones. Unsent refunds are retried in the background, backing off from a minute to an ' +
          `hour; after ${ATTENTION_AFTER_FAILURES} failures in a row, or when the provider ` +
          'failed it, a refund is marked needsAttention.',
        response: { 200: hubRefundListSchema, ...errors(401, 403) },
      },
    },
    async () => refundsForOps(context.db),
  );

  app.post(
    '/api/hub/refunds/retry/',
    {
      schema: {
        tags,
        summary: 'Ops: ask the gateway now for refunds still pending without a provider id',
        description:
          'A cancel books its refund in its transaction and asks the gateway after the commit; ' +
          'when the gateway was down, the background retry asks again, backing off; this asks ' +
          'now, whatever the backoff says. Each order (or capture) is its own idempotency key, ' +
          'so asking again never pays twice.',
        response: { 200: z.object({ sent: z.number().int() }), ...errors(401, 403) },
      },
    },
    async (request) => ({
      sent: await retryPendingRefunds(context, context.now(), request.log),
    }),
  );
};
