import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { OrderMove, OrderMoved, OrderMoveSlots } from '@makers-pantry/domain/order-move';
import type { AppContext } from '../../../context';
import { orders } from '../../../db/schema/orders';
import { AppError, notFound } from '../../../http/errors';
import { onOrderAsRead, type DeliveryStepBy } from './delivery-steps';
import { moveOneOrder } from './one-order-move';
import { LIVE_ORDER_STATUSES, movedNote, slotChoicesFor } from './slot-move';

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
  return { slots: await slotChoicesFor(db, { id: orderId, slotId: row.slotId }, context.now()) };
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
  const reason = move.reason.trim();
  const text = await onOrderAsRead(context, orderId, move.version, async (tx, order, now) => {
    if (!LIVE_ORDER_STATUSES.includes(order.status)) throw cannotMove(order.status);
    return moveOneOrder(
      tx,
      {
        order,
        toId: move.slotId,
        refusal: 'This order cannot move to that slot.',
        note: (from, to) => movedNote(from, to, reason),
        by,
        message: {
          reason: reason.replace(/[.!]$/, ''),
          dedupeKey: `order_moved:order-${orderId}:move-v${move.version}`,
        },
        audit: { action: 'moved to another slot', reason },
      },
      now,
    );
  });
  return { id: orderId, slotId: move.slotId, detail: `Order ${orderId} now arrives on ${text}.` };
}
