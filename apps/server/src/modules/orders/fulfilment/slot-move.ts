import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { istDate, istDayText, istTime, isQuick } from '@makers-pantry/domain/delivery-time';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { AppError } from '../../../http/errors';
import { deliveryReachOf } from '../../addresses/service';
import {
  findSlot,
  lockSlot,
  moveSlotPlaces,
  openSlotsFrom,
  type DaySlot,
} from '../../delivery/service';
import { howPaymentsWerePaid } from '../../payments/service';
import { queueOrderMessage } from '../order-messages';
import type { RecordOpsChange } from './ops-moves';
import { addOpsNotes } from './ops-notes';

/**
 * Moving a slot's orders to another slot when ops close it (issue 38 §1). A move goes only where
 * every moved order could have been placed: an open slot not yet started, on the same day or a
 * later one, with room for all of them, of the same sort (quick delivery stays quick, a scheduled
 * window stays scheduled), reaching each customer's address, and taking pay on delivery when one
 * of them pays so (the silent morning window is prepaid only).
 */

type SlotRow = DaySlot;

/** Orders still to be delivered in a slot: the ones closing it has to decide about. */
export const LIVE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.AWAITING_PAYMENT,
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
];

/** What a move needs to know of each order in the slot. */
export interface MovingOrder {
  id: number;
  status: number;
  paidOnDelivery: boolean;
  /** The service-area size of the customer's address; null when the address is gone. */
  addressPolygon: number | null;
}

/**
 * The slot's live orders; locked for a move (the slot's own row is locked before them), read
 * plainly for the list of slots to move to.
 */
export async function liveOrdersOfSlot(
  db: Executor,
  slotId: number,
  lock = true,
): Promise<MovingOrder[]> {
  return movingOrders(
    db,
    and(eq(orders.slotId, slotId), inArray(orders.status, LIVE_ORDER_STATUSES)),
    lock,
  );
}

/** One order as a move sees it (a failed delivery re-attempted in another slot). */
export async function movingOrderOf(db: Executor, orderId: number): Promise<MovingOrder> {
  const [order] = await movingOrders(db, eq(orders.id, orderId), false);
  return order!;
}

/**
 * The orders `where` picks, with how each was paid (payments') and its address's reach
 * (addresses'), asked of their owners in the caller's transaction. Only the orders are locked:
 * the payments and addresses are read, as the one statement this was before read them.
 */
async function movingOrders(
  db: Executor,
  where: SQL | undefined,
  lock: boolean,
): Promise<MovingOrder[]> {
  const query = db
    .select({ id: orders.id, status: orders.status, paymentId: orders.paymentId })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id))
    .$dynamic();
  const rows = await (lock ? query.for('update') : query);
  const paid = await howPaymentsWerePaid(
    db,
    rows.map((row) => row.paymentId),
  );
  const reach = await deliveryReachOf(
    db,
    [...paid.values()].flatMap((payment) =>
      payment.addressId === null ? [] : [payment.addressId],
    ),
  );
  return rows.flatMap((row) => {
    const payment = paid.get(row.paymentId);
    if (!payment) return [];
    const polygon = payment.addressId === null ? undefined : reach.get(payment.addressId);
    return [
      {
        id: row.id,
        status: row.status,
        paidOnDelivery: payment.method === PAYMENT_METHOD.POD,
        addressPolygon: polygon ?? null,
      },
    ];
  });
}

/** 'orders 12 and 14', 'order 12'. */
const ordersText = (ids: number[]) =>
  ids.length === 1 ? `order ${ids[0]}` : `orders ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`;

/** '23 Nov 2026, 8 AM to 11 AM': a slot as the customer and ops read it. */
export const slotText = (slot: Pick<SlotRow, 'startAt' | 'endAt'>) =>
  `${istDayText(slot.startAt)}, ${istTime(slot.startAt)} to ${istTime(slot.endAt)}`;

/**
 * Why `moving` cannot go from `from` to `to` at `now`, in a sentence; null when they can.
 * The hub's list of slots to move to offers only those this answers null for.
 */
export function slotMoveProblem(
  from: SlotRow,
  to: SlotRow,
  moving: readonly MovingOrder[],
  now: Date,
): string | null {
  if (to.id === from.id) return 'A slot cannot take its own orders.';
  if (!to.isActive) return 'That slot is closed.';
  if (to.startAt.getTime() <= now.getTime()) return 'That slot has already started.';
  if (to.date < from.date)
    return `That slot is on ${istDayText(to.startAt)}, before the day the customers chose.`;
  const fromQuick = isQuick(from);
  if (fromQuick !== isQuick(to))
    return fromQuick
      ? 'Quick delivery orders move only to another quick delivery hour.'
      : 'Orders for a delivery window cannot move to quick delivery.';
  const pod = moving.filter((order) => order.paidOnDelivery).map((order) => order.id);
  if (pod.length > 0 && !to.isPodAllowed)
    return `That slot takes prepaid orders only, and ${ordersText(pod)} ${pod.length === 1 ? 'is' : 'are'} paid on delivery.`;
  // An order whose address is gone keeps the reach of the slot it was placed in.
  const beyond = moving
    .filter((order) => (order.addressPolygon ?? from.serviceablePolygon) > to.serviceablePolygon)
    .map((order) => order.id);
  if (beyond.length > 0) return `That slot does not reach the address of ${ordersText(beyond)}.`;
  if (to.booked + moving.length > to.capacity)
    return `That slot has room for ${Math.max(0, to.capacity - to.booked)} more, and ${moving.length} would move.`;
  return null;
}

/**
 * The slots `from`'s live orders could all move to now, soonest first: the list ops choose from
 * when closing it, later days included.
 */
export async function slotMoveTargets(
  db: Executor,
  from: SlotRow,
  now: Date,
  only?: MovingOrder,
): Promise<SlotRow[]> {
  const moving = only ? [only] : await liveOrdersOfSlot(db, from.id, false);
  const candidates = await openSlotsFrom(db, from, now);
  return candidates.filter((to) => slotMoveProblem(from, to, moving, now) === null);
}

/** A slot an order could move to, as the move and re-attempt lists show it. */
export const slotChoice = (slot: SlotRow) => ({
  id: slot.id,
  date: slot.date,
  text: slotText(slot),
  placesLeft: Math.max(0, slot.capacity - slot.booked),
});

/** The slots one order could move to from its own now, soonest first, as the screens list them. */
export async function slotChoicesFor(
  db: Executor,
  order: { id: number; slotId: number },
  now: Date,
) {
  const from = (await findSlot(db, order.slotId))!;
  const targets = await slotMoveTargets(db, from, now, await movingOrderOf(db, order.id));
  return targets.map(slotChoice);
}

const moveRefused = (why: string) =>
  new AppError('SLOT_MOVE_NOT_POSSIBLE', `The orders cannot be moved to that slot. ${why}`);

/** The note a moved order's customer reads on My Orders and the order's page. */
export const movedNote = (from: SlotRow, to: SlotRow, reason: string) =>
  `We moved your delivery from ${slotText(from)} to ${slotText(to)}. Why: ${reason.trim().replace(/[.!]?$/, '.')} ` +
  'Sorry for the change.';

/** Orders moving from one locked slot to another that the slot-move rules allowed. */
export interface OrdersMove {
  from: SlotRow;
  to: SlotRow;
  orders: readonly { id: number; status: number }[];
  /** The note each customer reads on My Orders. */
  note: string;
  opsUserId: number;
  record: RecordOpsChange;
  /** The 'order moved' message: why, in the customer's words, and the key that sends it once. */
  message: { reason: string; dedupeKey: (orderId: number) => string };
  /** The hub's record: what ops did, and the reason they gave when they gave one. */
  audit: { action: string; reason?: string };
}

/**
 * Moves the orders in the caller's transaction: each order's slot, the places counted over, the
 * note each customer reads written in the order's history by the operator, an 'order moved'
 * message to each (a move into today's slot is same-day news, sent in quiet hours too) and the
 * hub's record of each (from where, to where, why).
 */
export async function moveOrders(tx: Executor, move: OrdersMove, now: Date) {
  const { from, to } = move;
  const ids = move.orders.map((order) => order.id);
  await tx.update(orders).set({ slotId: to.id, updatedAt: now }).where(inArray(orders.id, ids));
  await moveSlotPlaces(tx, from.id, to.id, ids.length);
  await addOpsNotes(
    tx,
    move.orders.map((order) => ({
      orderId: order.id,
      status: order.status,
      note: move.note,
      opsUserId: move.opsUserId,
      at: now,
      forCustomer: true,
    })),
  );
  const anyHour = to.date === istDate(now);
  for (const order of move.orders)
    await queueOrderMessage(tx, order.id, {
      template: 'order_moved',
      variables: { reason: move.message.reason },
      dedupeKey: move.message.dedupeKey(order.id),
      anyHour,
      now,
    });
  const { action, reason } = move.audit;
  for (const order of move.orders)
    await move.record(tx, {
      orderId: order.id,
      action,
      before: { slotId: from.id, slot: slotText(from) },
      after: { slotId: to.id, slot: slotText(to), ...(reason === undefined ? {} : { reason }) },
      at: now,
    });
}

export interface SlotMove {
  /** The slot being closed, already locked by the caller. */
  from: SlotRow;
  toId: number;
  /** Why, in ops' words: the customer reads it. */
  reason: string;
  opsUserId: number;
  record: RecordOpsChange;
}

/**
 * Moves every live order of `from` to slot `toId` in the caller's transaction, or refuses with
 * 409 SLOT_MOVE_NOT_POSSIBLE and the reason. Places are counted over, and each order gets a
 * history entry by the operator with the note the customer reads, and the hub's record of the
 * move (from where, to where, why).
 */
export async function moveSlotOrdersTo(tx: Executor, move: SlotMove, now: Date): Promise<number[]> {
  const { from, toId, reason } = move;
  const to = await lockSlot(tx, toId);
  if (!to) throw moveRefused('That slot was not found.');
  const moving = await liveOrdersOfSlot(tx, from.id);
  if (moving.length === 0) return [];
  const problem = slotMoveProblem(from, to, moving, now);
  if (problem) throw moveRefused(problem);
  const given = reason.trim();
  await moveOrders(
    tx,
    {
      from,
      to,
      orders: moving,
      note: movedNote(from, to, reason),
      opsUserId: move.opsUserId,
      record: move.record,
      // Each customer hears of the move once per new slot.
      message: {
        reason: given.replace(/[.!]$/, ''),
        dedupeKey: (orderId) => `order_moved:order-${orderId}:slot-${to.id}`,
      },
      audit: { action: 'moved to another slot', reason: given },
    },
    now,
  );
  return moving.map((order) => order.id);
}
