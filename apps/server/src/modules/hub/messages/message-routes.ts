import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import { messageTemplateViewSchema, outboxMessageViewSchema } from '@makers-pantry/domain/messages';
import { notFound } from '../../../http/errors';
import { findUserById } from '../../accounts/service';
import {
  failedMessageCount,
  messagesOfOrder,
  messagesOfUser,
  templateViews,
} from '../../messages/service';
import { makerOfOrder } from '../../orders/service';
import type { ModuleRoutes } from '../../module-routes';
import { requireOpsActor } from '../shared/hub-actor';

const tags = ['hub'];
const errors = errorAnswers;
const messageList = z.object({ messages: z.array(outboxMessageViewSchema) });
/** Failures are counted over the last day, the window Today looks at. */
const FAILURES_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The outbox in the hub (issue 40): an order's and a customer's messages with their state, the
 * templates with a preview in each language, and the count of failed messages Today shows.
 * Ops and admins only.
 */
export const hubMessageRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOpsActor(scope, context);

  app.get(
    '/api/hub/orders/:orderId/messages/',
    {
      schema: {
        tags,
        summary: "Ops: an order's messages (and its checkout's), newest first, with their state",
        params: z.object({ orderId: pathIdSchema('Order id') }),
        response: { 200: messageList, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      if ((await makerOfOrder(context.db, orderId)) === undefined) throw notFound('Order');
      return { messages: await messagesOfOrder(context.db, orderId) };
    },
  );

  app.get(
    '/api/hub/customers/:userId/messages/',
    {
      schema: {
        tags,
        summary: "Ops: a customer's messages, newest first, with their state",
        params: z.object({ userId: pathIdSchema('Customer id') }),
        response: { 200: messageList, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findUserById(context.db, request.params.userId);
      if (!user) throw notFound('Customer');
      return { messages: await messagesOfUser(context.db, user.id) };
    },
  );

  app.get(
    '/api/hub/message-templates/',
    {
      schema: {
        tags,
        summary:
          'Ops: every message template, with its text, a preview and the configured provider ids (DLT) in each language',
        response: {
          200: z.object({ templates: z.array(messageTemplateViewSchema) }),
          ...errors(401, 403),
        },
      },
    },
    async () => ({
      templates: templateViews({
        sms: context.config.MSG91_TEMPLATES,
        whatsapp: context.config.WHATSAPP_TEMPLATES,
      }),
    }),
  );

  app.get(
    '/api/hub/messages/failures/',
    {
      schema: {
        tags,
        summary: "Ops: how many messages failed for good in the last day (Today's count)",
        response: { 200: z.object({ failed: z.number().int() }), ...errors(401, 403) },
      },
    },
    async () => ({
      failed: await failedMessageCount(
        context.db,
        new Date(context.now().getTime() - FAILURES_WINDOW_MS),
      ),
    }),
  );
};
