import {
  bulkMoveSentence,
  type HubBulkMove,
  type HubBulkMoved,
} from '@makers-pantry/domain/hub-board';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { checkVersion } from '../../../http/versions';
import { findSlot } from '../../delivery/service';
import {
  moveOrdersByOps,
  ordersToStep,
  slotOrdersVersion,
  type RecordOpsChange,
} from '../../orders/service';
import { recordChange, type AuditActor } from '../shared/audit-log';

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
  if (!(await findSlot(context.db, request.slot))) throw notFound('This delivery slot');
  // Made on the orders as the board showed them: any of them changed since, nothing moves.
  checkVersion(
    { version: await slotOrdersVersion(context.db, request.slot, request.maker) },
    request.version,
  );
  const inSlot = await ordersToStep(context.db, request);
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
