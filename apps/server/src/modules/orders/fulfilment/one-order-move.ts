import type { Executor } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { lockSlot, type DaySlot } from '../../delivery/service';
import type { DeliveryStepBy } from './delivery-steps';
import { moveOrders, movingOrderOf, slotMoveProblem, slotText } from './slot-move';

/** One order moving to another slot: ops' move, or a failed delivery's re-attempt. */
export interface OneOrderMove {
  /** The order, already locked on the version the screen read. */
  order: { id: number; slotId: number; status: number };
  toId: number;
  /** How a refusal starts: 'This order cannot move to that slot.' */
  refusal: string;
  /** The note the customer reads on My Orders, from the slots as locked. */
  note: (from: DaySlot, to: DaySlot) => string;
  by: DeliveryStepBy;
  /** The 'order moved' message: why, in the customer's words, and the key that sends it once. */
  message: { reason: string; dedupeKey: string };
  /** The hub's record: what ops did, and the reason they gave when they gave one. */
  audit: { action: string; reason?: string };
}

/**
 * Moves one order under both slots' locks, taken in id order so two moves between the same
 * slots queue instead of deadlocking; refused with 409 SLOT_MOVE_NOT_POSSIBLE and why when the
 * slot-move rules say no; then moved as a closed slot's orders are (`moveOrders`). Answers the
 * new slot as messages name it.
 */
export async function moveOneOrder(tx: Executor, move: OneOrderMove, now: Date) {
  const { order, toId } = move;
  const locked = new Map<number, DaySlot | undefined>();
  for (const id of [...new Set([order.slotId, toId])].sort((a, b) => a - b))
    locked.set(id, await lockSlot(tx, id));
  const from = locked.get(order.slotId)!;
  const to = locked.get(toId);
  const refused = (why: string) => new AppError('SLOT_MOVE_NOT_POSSIBLE', `${move.refusal} ${why}`);
  if (!to) throw refused('That slot was not found.');
  const problem = slotMoveProblem(from, to, [await movingOrderOf(tx, order.id)], now);
  if (problem) throw refused(problem);
  await moveOrders(
    tx,
    {
      from,
      to,
      orders: [order],
      note: move.note(from, to),
      opsUserId: move.by.opsUserId,
      record: move.by.record,
      message: { reason: move.message.reason, dedupeKey: () => move.message.dedupeKey },
      audit: move.audit,
    },
    now,
  );
  return slotText(to);
}
