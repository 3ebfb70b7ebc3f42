import { and, eq, type SQL } from 'drizzle-orm';
import { canMoveOrder } from '@makers-pantry/domain/fulfilment';
import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS, type OrderActor } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema/orders';
import { AppError, notFound } from '../../../http/errors';
import { lockOwnPayment, orderPayments } from '../../payments/service';
import { queueOrderMessage } from '../order-messages';

/** An order as a status change needs it, read under its row lock. */
export interface LockedOrder {
  id: number;
  userId: number;
  paymentId: number;
  slotId: number;
  status: number;
  netPaise: number;
  podToCollectPaise: number;
  podCollectedAt: Date | null;
  placedAt: Date;
  paymentMethod: number;
  paymentStatus: string;
  providerPaymentId: string | null;
}

/**
 * Reads the order and locks its row: a second change of the same order (a double click, a cancel
 * racing a packing) waits here and then reads what the first one left. `ownerId` puts ownership in
 * the WHERE, so another customer's order is simply not found.
 *
 * Its payment's row is locked first (through payments' service), then the order's: payment before
 * orders is the lock order that confirm and the hold sweeper follow too
 * (docs/decisions/014-lock-order.md). An order never changes payment, so reading which one
 * unlocked is safe; the payment's columns are then read through payments' view, not locked again.
 */
export async function lockOrder(
  tx: Executor,
  orderId: number,
  ownerId?: number,
): Promise<LockedOrder> {
  const where: SQL | undefined =
    ownerId === undefined
      ? eq(orders.id, orderId)
      : and(eq(orders.id, orderId), eq(orders.userId, ownerId));
  const [own] = await tx
    .select({ paymentId: orders.paymentId, userId: orders.userId })
    .from(orders)
    .where(where);
  // An order is placed in its customer's own checkout, so this locks the order's payment.
  if (!own || !(await lockOwnPayment(tx, own.userId, own.paymentId)))
    throw notFound('Order details');
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentId: orders.paymentId,
      slotId: orders.slotId,
      status: orders.status,
      netPaise: orders.netPaise,
      podToCollectPaise: orders.podToCollectPaise,
      podCollectedAt: orders.podCollectedAt,
      placedAt: orderPayments.startedAt,
      paymentMethod: orderPayments.method,
      paymentStatus: orderPayments.status,
      providerPaymentId: orderPayments.providerPaymentId,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .where(where)
    .for('update', { of: orders });
  if (!order) throw notFound('Order details');
  return order;
}

/**
 * Moves a locked order to `to` if `actor` may take that step, and records who did it and when.
 * The UPDATE repeats the status it read as its guard, so the change happens once even where the
 * row lock is not held (a caller that skipped `lockOrder`).
 */
export async function moveOrder(
  tx: Executor,
  order: LockedOrder,
  step: { to: number; actor: OrderActor; actorUserId: number | null; note?: string | null },
  now: Date,
): Promise<void> {
  if (!canMoveOrder(order.status, step.to, step.actor)) {
    throw new AppError('ORDER_STEP_NOT_ALLOWED', stepRefusal(order.status, step.to));
  }
  const moved = await tx
    .update(orders)
    .set({
      status: step.to,
      updatedAt: now,
      ...(step.to === ORDER_STATUS.CANCELLED ? { cancelReason: step.note ?? null } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new AppError('CONFLICT');
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: step.to,
    actor: step.actor,
    actorUserId: step.actorUserId,
    note: step.note ?? null,
    createdAt: now,
  });
  await tellCustomer(tx, order, step, now);
}

/**
 * The customer's message for a step, queued in the step's own transaction (issue 40): out for
 * delivery (with the cash to keep ready when paying on delivery), delivered, and a cancel the
 * shop made (with its reason; a customer's own cancel needs no message). Each once per order
 * (out for delivery once per slot it goes out in).
 * A failed delivery is not a step of this table: delivery-steps.ts queues its own message.
 */
async function tellCustomer(
  tx: Executor,
  order: LockedOrder,
  step: { to: number; actor: OrderActor; note?: string | null },
  now: Date,
) {
  if (step.to === ORDER_STATUS.OUT_FOR_DELIVERY) {
    const cashDue = order.podToCollectPaise > 0 && !order.podCollectedAt;
    const template = cashDue ? 'out_for_delivery_pod' : 'out_for_delivery';
    await queueOrderMessage(tx, order.id, {
      template,
      variables: {},
      // Once per trip: an order re-attempted after a failed delivery goes out again in another slot.
      dedupeKey: `out_for_delivery:order-${order.id}:slot-${order.slotId}`,
      now,
    });
  } else if (step.to === ORDER_STATUS.DELIVERED) {
    await queueOrderMessage(tx, order.id, {
      template: 'order_delivered',
      variables: {},
      dedupeKey: `order_delivered:order-${order.id}`,
      now,
    });
  } else if (step.to === ORDER_STATUS.CANCELLED && step.actor !== 'customer') {
    await queueOrderMessage(tx, order.id, {
      template: 'order_cancelled',
      variables: { reason: step.note?.trim() || 'the shop could not fulfil it' },
      dedupeKey: `order_cancelled:order-${order.id}`,
      now,
    });
  }
}

const STATUS_NAMES: Record<number, string> = {
  5: 'awaiting payment',
  10: 'payment failed',
  20: 'confirmed',
  50: 'packed',
  60: 'out for delivery',
  70: 'delivered',
  90: 'cancelled',
};
const statusName = (status: number) => STATUS_NAMES[status] ?? String(status);

export const stepRefusal = (from: number, to: number) =>
  `This order is ${statusName(from)}; it cannot be marked ${statusName(to)}.`;

/** Cash changes hands at the door: only once the order has left with the delivery person. */
const COLLECTABLE: readonly number[] = [ORDER_STATUS.OUT_FOR_DELIVERY, ORDER_STATUS.DELIVERED];

/**
 * Marks the cash of a pay-on-delivery order collected (all of it, or the part paid at the door);
 * a second call changes nothing.
 */
export async function markPodCollected(
  tx: Executor,
  order: LockedOrder,
  actorUserId: number,
  now: Date,
  collectedPaise = order.podToCollectPaise,
): Promise<{ collectedAt: Date }> {
  if (order.podToCollectPaise <= 0 || order.status === ORDER_STATUS.CANCELLED) {
    throw new AppError('POD_NOT_TO_COLLECT');
  }
  if (!order.podCollectedAt && !COLLECTABLE.includes(order.status)) {
    throw new AppError(
      'POD_NOT_TO_COLLECT',
      `This order is ${statusName(order.status)}; cash is collected only once it is out for delivery.`,
    );
  }
  if (order.podCollectedAt) return { collectedAt: order.podCollectedAt };
  if (collectedPaise > order.podToCollectPaise)
    throw new AppError(
      'CASH_MORE_THAN_DUE',
      `This order was to collect ${rupees(order.podToCollectPaise)}; ${rupees(collectedPaise)} is more than that.`,
    );
  await tx
    .update(orders)
    .set({ podCollectedAt: now, podCollectedPaise: collectedPaise, updatedAt: now })
    .where(eq(orders.id, order.id));
  const short = order.podToCollectPaise - collectedPaise;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor: 'ops',
    actorUserId,
    note:
      short > 0
        ? `Cash collected on delivery: ${rupees(collectedPaise)} of ${rupees(order.podToCollectPaise)} (${rupees(short)} short)`
        : 'Cash collected on delivery',
    createdAt: now,
  });
  return { collectedAt: now };
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
