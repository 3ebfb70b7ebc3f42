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
import {
  deliveryFailedSchema,
  deliveryStepSchema,
  markDeliveredSchema,
  podCashSchema,
  reattemptSchema,
  reattemptSlotsSchema,
  returnToHubSchema,
} from '@makers-pantry/domain/failed-delivery';
import {
  orderMovedSchema,
  orderMoveSchema,
  orderMoveSlotsSchema,
} from '@makers-pantry/domain/order-move';
import { rupeesToPaise } from '@makers-pantry/domain/money';
import {
  collectPodCash,
  markDelivered,
  markDeliveryFailed,
  moveOrderByOps,
  moveOrderToSlot,
  orderMoveSlots,
  reattemptDelivery,
  reattemptSlots,
  returnToHub,
} from '../../orders/service';
import { hubActorOf } from '../shared/hub-actor';
import { hubArea } from '../shared/hub-route';
import { ordersForOps } from '../../orders/service';
import { addOrderNote, hubOrderPage } from './order-page';
import { recordOrderChange } from './order-moves';
import { orderParams } from '../shared/path-params';

/** Ops and admins run fulfilment: move orders along, record cash collected, list what to do. */
export const hubOrderRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/orders/',
    {
      summary: 'Ops: orders newest first, by status and slot, 50 a page by cursor',
      querystring: hubOrderListQuerySchema,
      answer: hubOrderPageSchema,
    },
    async (request) => ordersForOps(context.db, request.query),
  );

  hub.get(
    '/api/hub/orders/:orderId/',
    {
      summary: "Ops: one order's page",
      description:
        "The order as the board shows it (with the customer's number), its items with the " +
        'batches they were sent from and their best-before, the address, the refund, every ' +
        "event of its history with who, and its tickets. The hub's changes to it are at " +
        '/api/hub/history/order/{id}/.',
      params: orderParams,
      answer: hubOrderDetailSchema,
      errors: [404],
    },
    async (request) => hubOrderPage(context, request.params.orderId),
  );

  hub.post(
    '/api/hub/orders/:orderId/notes/',
    {
      summary: 'Ops: an internal note on an order',
      description:
        "For the shop's eyes only: kept in the order's history with who wrote it (the customer " +
        "never reads it) and in the audit log. Answers the order's page.",
      params: orderParams,
      body: hubOrderNoteSchema,
      answer: hubOrderDetailSchema,
      errors: [404],
    },
    async (request, actor) => addOrderNote(context, actor, request.params.orderId, request.body),
  );

  hub.post(
    '/api/hub/orders/:orderId/status/',
    {
      summary:
        'Ops: move an order to packed (50), out for delivery (60), delivered (70) or cancelled (90)',
      description:
        'Only the allowed steps: 20 -> 50 -> 60 -> 70, and cancel from 20 or 50, on the ' +
        "order's version as read (409 STALE_VERSION). Delivered (70) never before the slot's " +
        'day (409 DELIVERY_BEFORE_ITS_DAY). Every change is ' +
        "stored with who made it and when, in the order's history and the hub's audit log. " +
        'A cancel gives the reservation back and refunds an ' +
        'online payment like the customer’s cancel.',
      params: orderParams,
      body: hubOrderStatusRequestSchema,
      answer: hubOrderMovedSchema,
      errors: [404, 409],
    },
    async (request, actor) => {
      return moveOrderByOps(context, request.params.orderId, {
        to: request.body.status,
        version: request.body.version,
        note: request.body.note,
        opsUserId: actor.userId,
        record: recordOrderChange(actor),
        log: request.log,
      });
    },
  );

  hub.post(
    '/api/hub/orders/:orderId/pod-collected/',
    {
      summary: 'Ops: the cash of a pay-on-delivery order was collected (all of it, or part)',
      description:
        "On the order's version as read (409 STALE_VERSION). `{version}`: all of it; " +
        '`{version, collected}` (rupees): the part the customer paid, the shortfall flagged ' +
        "on the slot's Cash page; more than was due answers 409 CASH_MORE_THAN_DUE.",
      params: orderParams,
      body: podCashSchema,
      answer: hubPodCollectedSchema,
      errors: [404, 409],
    },
    async (request, actor) => {
      const { version, collected } = request.body;
      return collectPodCash(
        context,
        request.params.orderId,
        actor.userId,
        recordOrderChange(actor),
        {
          version,
          collectedPaise: collected === undefined ? undefined : rupeesToPaise(collected),
        },
      );
    },
  );

  const stepBy = (request: Parameters<typeof hubActorOf>[0]) => {
    const actor = hubActorOf(request);
    return { opsUserId: actor.userId, record: recordOrderChange(actor), log: request.log };
  };

  hub.post(
    '/api/hub/orders/:orderId/delivered/',
    {
      summary: "Ops: 'Mark delivered', confirmed, on the order's version",
      description:
        "Only an order out for delivery, and never before its slot's day (409 " +
        'DELIVERY_BEFORE_ITS_DAY); a stale version answers 409 STALE_VERSION.',
      params: orderParams,
      body: markDeliveredSchema,
      answer: deliveryStepSchema,
      errors: [404, 409],
    },
    async (request) =>
      markDelivered(context, request.params.orderId, request.body.version, stepBy(request)),
  );

  hub.post(
    '/api/hub/orders/:orderId/delivery-failed/',
    {
      summary: 'Ops: an order out for delivery could not be delivered, and why',
      description:
        'not_at_home, refused, pod_refused or wrong_address, with an optional note. The order ' +
        'is back at the hub (packed) waiting for a re-attempt or its return; the customer ' +
        'reads what happens next on their order page. On the version read.',
      params: orderParams,
      body: deliveryFailedSchema,
      answer: deliveryStepSchema,
      errors: [404, 409],
    },
    async (request) =>
      markDeliveryFailed(context, request.params.orderId, request.body, stepBy(request)),
  );

  hub.get(
    '/api/hub/orders/:orderId/reattempt-slots/',
    {
      summary: 'Ops: the slots a failed delivery can go out again in, soonest first',
      description:
        "The slot-move rules: open, not started, on the order's day or later, the same sort, taking its payment method and address, with room.",
      params: orderParams,
      answer: reattemptSlotsSchema,
      errors: [404],
    },
    async (request) => ({ slots: await reattemptSlots(context, request.params.orderId) }),
  );

  hub.post(
    '/api/hub/orders/:orderId/reattempt/',
    {
      summary: 'Ops: re-attempt a failed delivery in another slot',
      description:
        'Only to a slot of the reattempt-slots list (409 SLOT_MOVE_NOT_POSSIBLE with why ' +
        'otherwise); the customer reads the new slot. On the version read.',
      params: orderParams,
      body: reattemptSchema,
      answer: deliveryStepSchema,
      errors: [404, 409],
    },
    async (request) =>
      reattemptDelivery(context, request.params.orderId, request.body, stepBy(request)),
  );

  hub.get(
    '/api/hub/orders/:orderId/move-slots/',
    {
      summary: 'Ops: the slots one order can move to now, soonest first',
      description:
        "The rules of moving a closed slot's orders, for this order: open, not started, on its " +
        'day or later, the same sort (quick or a window), taking its payment method (the ' +
        'prepaid morning takes no pay on delivery) and reaching its address, with room. Empty ' +
        'once the order left the hub.',
      params: orderParams,
      answer: orderMoveSlotsSchema,
      errors: [404],
    },
    async (request) => orderMoveSlots(context, request.params.orderId),
  );

  hub.post(
    '/api/hub/orders/:orderId/move/',
    {
      summary: 'Ops: move one order to another slot, with why',
      description:
        'Only to a slot of the move-slots list (409 SLOT_MOVE_NOT_POSSIBLE with why otherwise), ' +
        'and only an order still to be delivered (409 ORDER_STEP_NOT_ALLOWED). On the ' +
        "order's version as read (409 STALE_VERSION). The customer reads the new slot and why " +
        "on My Orders and gets one 'order moved' message; the audit log keeps the move.",
      params: orderParams,
      body: orderMoveSchema,
      answer: orderMovedSchema,
      errors: [404, 409],
    },
    async (request) =>
      moveOrderToSlot(context, request.params.orderId, request.body, stepBy(request)),
  );

  hub.post(
    '/api/hub/orders/:orderId/return-to-hub/',
    {
      summary: 'Ops: a failed delivery comes back for good (cancelled by the shop)',
      description:
        'Its units go back to their batches once, an online payment is refunded through the ' +
        "cancel's refund path, pay on delivery is not charged. Refused once cash was recorded " +
        'at the door. On the version read.',
      params: orderParams,
      body: returnToHubSchema,
      answer: deliveryStepSchema,
      errors: [404, 409],
    },
    async (request) =>
      returnToHub(context, request.params.orderId, request.body.version, stepBy(request)),
  );
});
