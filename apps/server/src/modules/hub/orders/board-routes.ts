import {
  BOARD_PAGE_SIZE,
  hubBoardQuerySchema,
  hubBoardSchema,
  hubBulkMovedSchema,
  hubBulkMoveSchema,
} from '@makers-pantry/domain/hub-board';
import { etagMatches, notModified } from '../../../http/public-cache';
import { hubArea } from '../shared/hub-route';
import { boardDay, boardEtag, boardVersion, orderBoard } from '../../orders/service';
import { moveSlotOrders } from './order-moves';

/** The orders board (issue 26 section 2, decision 036): a delivery day at a glance, for ops. */
export const hubBoardRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/orders/board/',
    {
      summary: "Ops: one delivery day's orders board: slots, counts by state, filters, search",
      description:
        'The slots of the day with their orders counted by state, the makers and areas of the ' +
        `day, and the orders ${BOARD_PAGE_SIZE} a page by slot start and order id. Counts ` +
        'follow every filter but the state; a search (order id or mobile) looks at every day. ' +
        'The answer has an ETag: ask again with If-None-Match and hear 304, without a body, ' +
        'until an order of that day or one of its slots changes (decision 036).',
      querystring: hubBoardQuerySchema,
      answer: hubBoardSchema,
    },
    async (request, _actor, reply) => {
      const date = boardDay(request.query, context.now());
      const day = await boardVersion(context.db, date);
      const etag = boardEtag(day.version, request.url);
      reply.header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return notModified(reply);
      return orderBoard(context.db, date, day, request.query);
    },
  );

  hub.post(
    '/api/hub/orders/bulk-status/',
    {
      summary: "Ops: move a slot's orders one step together: packed, out for delivery, delivered",
      description:
        'Every order of the slot (and maker) waiting for the step, or the orders named. Each ' +
        'moves in its own transaction, with its history and audit row like a single move; one ' +
        'that cannot move (moved or cancelled meanwhile, not in the slot) is listed in refused ' +
        "with the reason, and the others still move. Made on the slot card's ordersVersion: " +
        'when any of those orders changed since, nothing moves (409 STALE_VERSION). Delivered ' +
        "(70) never before the slot's day: each order is then refused with " +
        'DELIVERY_BEFORE_ITS_DAY.',
      body: hubBulkMoveSchema,
      answer: hubBulkMovedSchema,
      errors: [404, 409],
    },
    async (request, actor) => {
      return moveSlotOrders(context, actor, request.body, request.log);
    },
  );
});
