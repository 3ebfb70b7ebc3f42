import { z } from 'zod';
import { messageTemplateViewSchema, outboxMessageViewSchema } from '@makers-pantry/domain/messages';
import { notFound } from '../../../http/errors';
import { findUserById } from '../../accounts/service';
import {
  failedMessageCount,
  messagesOfOrder,
  messagesOfUser,
  templateViews,
} from '../../messages/service';
import { paymentOfOrder } from '../../orders/service';
import { hubArea } from '../shared/hub-route';
import { customerParams, orderParams } from '../shared/path-params';

const messageList = z.object({ messages: z.array(outboxMessageViewSchema) });
/** Failures are counted over the last day, the window Today looks at. */
const FAILURES_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The outbox in the hub (issue 40): an order's and a customer's messages with their state, the
 * templates with a preview in each language, and the count of failed messages Today shows.
 * Ops and admins only.
 */
export const hubMessageRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/orders/:orderId/messages/',
    {
      summary: "Ops: an order's messages (and its checkout's), newest first, with their state",
      params: orderParams,
      answer: messageList,
      errors: [404],
    },
    async (request) => {
      const { orderId } = request.params;
      const paymentId = await paymentOfOrder(context.db, orderId);
      if (paymentId === undefined) throw notFound('Order');
      return { messages: await messagesOfOrder(context.db, { id: orderId, paymentId }) };
    },
  );

  hub.get(
    '/api/hub/customers/:userId/messages/',
    {
      summary: "Ops: a customer's messages, newest first, with their state",
      params: customerParams,
      answer: messageList,
      errors: [404],
    },
    async (request) => {
      const user = await findUserById(context.db, request.params.userId);
      if (!user) throw notFound('Customer');
      return { messages: await messagesOfUser(context.db, user.id) };
    },
  );

  hub.get(
    '/api/hub/message-templates/',
    {
      summary:
        'Ops: every message template, with its text, a preview and the configured provider ids (DLT) in each language',
      answer: z.object({ templates: z.array(messageTemplateViewSchema) }),
    },
    async () => ({
      templates: templateViews({
        sms: context.config.MSG91_TEMPLATES,
        whatsapp: context.config.WHATSAPP_TEMPLATES,
      }),
    }),
  );

  hub.get(
    '/api/hub/messages/failures/',
    {
      summary: "Ops: how many messages failed for good in the last day (Today's count)",
      answer: z.object({ failed: z.number().int() }),
    },
    async () => ({
      failed: await failedMessageCount(
        context.db,
        new Date(context.now().getTime() - FAILURES_WINDOW_MS),
      ),
    }),
  );
});
