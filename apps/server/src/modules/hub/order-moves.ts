import { and, asc, eq, inArray } from 'drizzle-orm';
import { statusesBefore } from '@makers-pantry/domain/fulfilment';
import {
  bulkMoveSentence,
  type HubBulkMove,
  type HubBulkMoved,
} from '@makers-pantry/domain/hub-board';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../http/errors';
import { checkVersion } from '../../http/versions';
import { moveOrdersByOps, type RecordOpsChange } from '../orders/service';
import { recordChange, type AuditActor } from './audit-log';
import { slotOrdersVersion } from './board-queries';

/** Every change ops make to an order goes in the hub's audit log, in the change's transaction. */
export const recordOrderChange =
  (actor: AuditActor): RecordOpsChange =>
  (tx, change) =>
    recordChange(tx, actor, change.at, {
      objectType: 'order',
      objectId: change.orderId,
      action: change.action,
      before: change.before,
      after: change.after,
    });

/**
 * A slot's orders move one step together (all packed, all out for delivery, all delivered):
 * the ones named, or every order of the slot (and maker) waiting for that step. Each moves in
 * its own transaction and an order that cannot move is reported with its reason. The step is
 * made on the version of the slot's orders the board showed (409 STALE_VERSION when any changed).
 */
export async function moveSlotOrders(
  context: AppContext,
  actor: AuditActor & { userId: number },
  request: HubBulkMove,
  log?: FastifyBaseLogger,
): Promise<HubBulkMoved> {
  const [slot] = await context.db
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, request.slot));
  if (!slot) throw notFound('This delivery slot');
  // Made on the orders as the board showed them: any of them changed since, nothing moves.
  checkVersion(
    { version: await slotOrdersVersion(context.db, request.slot, request.maker) },
    request.version,
  );
  const inSlot = await ordersOfSlot(context.db, request);
  const chosen = request.orderIds ? [...new Set(request.orderIds)] : inSlot;
  const elsewhere = chosen.filter((id) => !inSlot.includes(id));
  const { moved, refused } = await moveOrdersByOps(
    context,
    chosen.filter((id) => inSlot.includes(id)),
    {
      to: request.status,
      note: request.note,
      opsUserId: actor.userId,
      record: recordOrderChange(actor),
      log,
    },
  );
  const notHere = elsewhere.map((id) => ({
    id,
    code: 'NOT_FOUND',
    detail: request.maker
      ? `Order ${id} is not one of this maker's orders in this slot.`
      : `Order ${id} is not in this slot.`,
  }));
  const allRefused = [...refused, ...notHere].sort((a, b) => a.id - b.id);
  return {
    status: request.status,
    moved,
    refused: allRefused,
    detail: bulkMoveSentence(request.status, moved.length, allRefused.length),
  };
}

/**
 * The slot's orders (of the maker, when asked) a bulk move takes: when orders are named, any of
 * theirs in the slot, whatever their state (one that cannot move is then told why); otherwise
 * those waiting for the step.
 */
async function ordersOfSlot(db: Db, request: HubBulkMove): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.slotId, request.slot),
        request.maker === undefined ? undefined : eq(orders.makerId, request.maker),
        request.orderIds
          ? inArray(orders.id, request.orderIds)
          : inArray(orders.status, statusesBefore(request.status, 'ops')),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}
