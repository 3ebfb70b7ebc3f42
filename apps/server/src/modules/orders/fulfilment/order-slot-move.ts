import { eq } from 'drizzle-orm';
import { istDate } from '@makers-pantry/domain/delivery-time';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { OrderMove, OrderMoved, OrderMoveSlots } from '@makers-pantry/domain/order-move';
import type { AppContext } from '../../../context';
import { orderEvents, orders } from '../../../db/schema/orders';
import { AppError, notFound } from '../../../http/errors';
import { findSlot, lockSlot, moveSlotPlaces, type DaySlot } from '../../delivery/service';
import { queueOrderMessage } from '../../messages/service';
import { lockOrderAt, type DeliveryStepBy } from './delivery-steps';
import {
  LIVE_ORDER_STATUSES,
  movedNote,
  movingOrderOf,
  slotMoveProblem,
  slotMoveTargets,
  slotText,
} from './slot-move';

/**
 * Ops move one order to another slot (the van for its window is full, the customer asked on the
 * phone): the rules of moving a closed slot's orders, for this order alone. The customer reads
 * why on My Orders and hears it once in an 'order moved' message; the hub's audit log keeps from
 * where, to where and why.
 */

const cannotMove = (status: number) =>
  new AppError(
    'ORDER_STEP_NOT_ALLOWED',
    status === ORDER_STATUS.OUT_FOR_DELIVERY
      ? 'This order is out for delivery; it moves to another slot only after it comes back.'
      : 'Only an order still to be delivered (confirmed or packed) can move to another slot.',
  );

/** The slots the order could move to now, soonest first; none once it left the hub. */
export async function orderMoveSlots(
  context: AppContext,
  orderId: number,
): Promise<OrderMoveSlots> {
  const db = context.db;
  const [row] = await db
    .select({ slotId: orders.slotId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw notFound('This order');
  if (!LIVE_ORDER_STATUSES.includes(row.status)) return { slots: [] };
  const from = (await findSlot(db, row.slotId))!;
  const targets = await slotMoveTargets(db, from, context.now(), await movingOrderOf(db, orderId));
  return {
    slots: targets.map((slot) => ({
      id: slot.id,
      date: slot.date,
      text: slotText(slot),
      placesLeft: Math.max(0, slot.capacity - slot.booked),
    })),
  };
}

/**
 * Moves the order to `move.slotId` on the version the screen read (409 STALE_VERSION), or
 * refuses with 409 SLOT_MOVE_NOT_POSSIBLE and why. Its place is counted over, the customer's
 * note and the 'order moved' message are written with the move, once: a second tap on the same
 * version is stale, and the message's key is the version the move was made on.
 */
export async function moveOrderToSlot(
  context: AppContext,
  orderId: number,
  move: OrderMove,
  by: DeliveryStepBy,
): Promise<OrderMoved> {
  const now = context.now();
  const reason = move.reason.trim();
  const text = await context.db.transaction(async (tx) => {
    const order = await lockOrderAt(tx, orderId, move.version);
    if (!LIVE_ORDER_STATUSES.includes(order.status)) throw cannotMove(order.status);
    // Slots in id order, as a re-attempt locks them: two moves between the same slots queue.
    const locked = new Map<number, DaySlot | undefined>();
    for (const id of [...new Set([order.slotId, move.slotId])].sort((a, b) => a - b))
      locked.set(id, await lockSlot(tx, id));
    const from = locked.get(order.slotId)!;
    const to = locked.get(move.slotId);
    const refused = (why: string) =>
      new AppError('SLOT_MOVE_NOT_POSSIBLE', `This order cannot move to that slot. ${why}`);
    if (!to) throw refused('That slot was not found.');
    const problem = slotMoveProblem(from, to, [await movingOrderOf(tx, orderId)], now);
    if (problem) throw refused(problem);
    await tx.update(orders).set({ slotId: to.id, updatedAt: now }).where(eq(orders.id, orderId));
    await moveSlotPlaces(tx, from.id, to.id, 1);
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      actor: 'ops',
      actorUserId: by.opsUserId,
      note: movedNote(from, to, reason),
      isForCustomer: true,
      createdAt: now,
    });
    // A move into today's slot is same-day news, sent in quiet hours too.
    await queueOrderMessage(tx, orderId, {
      template: 'order_moved',
      variables: { reason: reason.replace(/[.!]$/, '') },
      dedupeKey: `order_moved:order-${orderId}:move-v${move.version}`,
      anyHour: to.date === istDate(now),
      now,
    });
    await by.record(tx, {
      orderId,
      action: 'moved to another slot',
      before: { slotId: from.id, slot: slotText(from) },
      after: { slotId: to.id, slot: slotText(to), reason },
      at: now,
    });
    return slotText(to);
  });
  return { id: orderId, slotId: move.slotId, detail: `Order ${orderId} now arrives on ${text}.` };
}
