import { z } from 'zod';
import { hubRefundListSchema } from '@makers-pantry/domain/hub-refunds';
import {
  ATTENTION_AFTER_FAILURES,
  refundsForOps,
  retryPendingRefunds,
} from '../../payments/service';
import { orderRefsOf, paymentOrders } from '../../orders/service';
import { hubArea } from '../shared/hub-route';

/** Ops and admins see the refunds not yet done and ask the gateway again (payments' rules). */
export const hubRefundRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/refunds/',
    {
      summary: 'Ops: refunds not yet processed, those that need attention first',
      description:
        'Pending refunds (not yet taken by the gateway, or waiting for its word) and failed ' +
        'ones. Unsent refunds are retried in the background, backing off from a minute to an ' +
        `hour; after ${ATTENTION_AFTER_FAILURES} failures in a row, or when the provider ` +
        'failed it, a refund is marked needsAttention.',
      answer: hubRefundListSchema,
    },
    async () => {
      const { refunds } = await refundsForOps(context.db);
      const orderRef = await orderRefsOf(
        context.db,
        refunds.flatMap((refund) => (refund.orderId === null ? [] : [refund.orderId])),
      );
      return { refunds: refunds.map((refund) => ({ ...refund, order: orderRef(refund.orderId) })) };
    },
  );

  hub.post(
    '/api/hub/refunds/retry/',
    {
      summary: 'Ops: ask the gateway now for refunds still pending without a provider id',
      description:
        'A cancel books its refund in its transaction and asks the gateway after the commit; ' +
        'when the gateway was down, the background retry asks again, backing off; this asks ' +
        'now, whatever the backoff says. Each order (or capture) is its own idempotency key, ' +
        'so asking again never pays twice.',
      answer: z.object({ sent: z.number().int() }),
    },
    async (request) => ({
      sent: await retryPendingRefunds(context, paymentOrders, context.now(), request.log),
    }),
  );
});
