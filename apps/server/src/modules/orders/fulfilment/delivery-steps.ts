import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { istDate, istDayText } from '@makers-pantry/domain/delivery-time';
import {
  DELIVERY_FAILURE_FOR_CUSTOMER,
  DELIVERY_FAILURE_WORDS,
  type DeliveryFailed,
  type DeliveryStep,
} from '@makers-pantry/domain/failed-delivery';
import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema/orders';
import { AppError } from '../../../http/errors';
import { findSlot } from '../../delivery/service';
import { queueOrderMessage } from '../order-messages';
import { checkVersion } from '../../../http/versions';
import { sendRefund, type PendingRefund } from '../../payments/service';
import { paymentOrders } from '../placing/payment-orders';
import { cancelLockedOrder } from './cancel-order';
import { lockOrder, moveOrder, stepRefusal, type LockedOrder } from './move-order';
import type { RecordOpsChange } from './ops-moves';
import { moveOneOrder } from './one-order-move';
import { slotChoicesFor, slotText } from './slot-move';

/**
 * What happens at the door (issue 38 §6): an order out for delivery is delivered (confirmed, and
 * never before its slot's day), or fails (not at home, refused, pay on delivery refused, wrong
 * address). A failed order is back at the hub, packed: ops re-attempt it in another slot (the
 * slot-move rules) or return it to the hub (a cancel: its stock back to its batches once, an
 * online payment refunded, nothing charged for pay on delivery). Every step is an order event the
 * customer reads (what happens next) and the hub's timeline shows, and an audit row; each is made
 * on the order's version as the screen read it (its change number, moved by every write).
 */

export interface DeliveryStepBy {
  opsUserId: number;
  record: RecordOpsChange;
  log?: FastifyBaseLogger | undefined;
}

/** The order locked, at the version the screen read (409 STALE_VERSION on any change since). */
export async function lockOrderAt(
  tx: Executor,
  orderId: number,
  version: number,
): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  const [row] = await tx
    .select({ version: orders.changeNo })
    .from(orders)
    .where(eq(orders.id, orderId));
  checkVersion(row!, version);
  return order;
}

/**
 * One step ops take on an order from its screen: a transaction with the order locked at the
 * version read, and one `now` for everything the step writes.
 */
export function onOrderAsRead<T>(
  context: AppContext,
  orderId: number,
  version: number,
  step: (tx: Executor, order: LockedOrder, now: Date) => Promise<T>,
): Promise<T> {
  const now = context.now();
  return context.db.transaction(async (tx) =>
    step(tx, await lockOrderAt(tx, orderId, version), now),
  );
}

const slotOf = async (db: Executor, slotId: number) => (await findSlot(db, slotId))!;

/** Whether the order's latest trip ended in a failed delivery (60 back to 50), waiting for ops. */
export async function awaitsDecision(db: Executor, order: { id: number; status: number }) {
  if (order.status !== ORDER_STATUS.PACKED) return false;
  const [last] = await db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        sql`${orderEvents.fromStatus} IS DISTINCT FROM ${orderEvents.toStatus}`,
      ),
    )
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return last?.from === ORDER_STATUS.OUT_FOR_DELIVERY && last.to === ORDER_STATUS.PACKED;
}

const notAwaiting = (order: LockedOrder) =>
  new AppError(
    'ORDER_STEP_NOT_ALLOWED',
    order.status === ORDER_STATUS.PACKED
      ? 'This order has not failed a delivery; only a failed delivery is re-attempted or returned.'
      : `This order is ${STATUS_TEXT[order.status] ?? order.status}; only a failed delivery is re-attempted or returned.`,
  );

const STATUS_TEXT: Record<number, string> = {
  20: 'confirmed',
  50: 'packed',
  60: 'out for delivery',
  70: 'delivered',
  90: 'cancelled',
};

/** The server's rule behind 'Mark delivered': never before the slot's day (in Bangalore). */
export async function refuseBeforeItsDay(tx: Executor, order: LockedOrder, now: Date) {
  const slot = await slotOf(tx, order.slotId);
  if (istDate(now) < slot.date)
    throw new AppError(
      'DELIVERY_BEFORE_ITS_DAY',
      `This order is for ${istDayText(slot.startAt)}; it cannot be marked delivered before that day.`,
    );
}

/** 'Mark delivered', confirmed on the screen, on the version read. */
export async function markDelivered(
  context: AppContext,
  orderId: number,
  version: number,
  by: DeliveryStepBy,
): Promise<DeliveryStep> {
  await onOrderAsRead(context, orderId, version, async (tx, order, now) => {
    if (order.status !== ORDER_STATUS.OUT_FOR_DELIVERY)
      throw new AppError(
        'ORDER_STEP_NOT_ALLOWED',
        stepRefusal(order.status, ORDER_STATUS.DELIVERED),
      );
    await refuseBeforeItsDay(tx, order, now);
    await moveOrder(
      tx,
      order,
      { to: ORDER_STATUS.DELIVERED, actor: 'ops', actorUserId: by.opsUserId },
      now,
    );
    await by.record(tx, {
      orderId,
      action: 'delivered',
      before: { status: order.status },
      after: { status: ORDER_STATUS.DELIVERED },
      at: now,
    });
  });
  return { id: orderId, status: ORDER_STATUS.DELIVERED, detail: `Order ${orderId} is delivered.` };
}

/**
 * The rider could not deliver: the order is back at the hub (packed), with why for ops and what
 * happens next for the customer. Cash recorded at the door stays recorded.
 */
export async function markDeliveryFailed(
  context: AppContext,
  orderId: number,
  failed: DeliveryFailed,
  by: DeliveryStepBy,
): Promise<DeliveryStep> {
  const why = DELIVERY_FAILURE_WORDS[failed.reason];
  await onOrderAsRead(context, orderId, failed.version, async (tx, order, now) => {
    if (order.status !== ORDER_STATUS.OUT_FOR_DELIVERY)
      throw new AppError(
        'ORDER_STEP_NOT_ALLOWED',
        `This order is ${STATUS_TEXT[order.status] ?? order.status}; only an order out for delivery can fail.`,
      );
    const back = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.PACKED, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.OUT_FOR_DELIVERY)))
      .returning({ id: orders.id });
    if (back.length === 0) throw new AppError('CONFLICT');
    const note = failed.note?.trim();
    await tx.insert(orderEvents).values([
      {
        orderId,
        fromStatus: ORDER_STATUS.OUT_FOR_DELIVERY,
        toStatus: ORDER_STATUS.PACKED,
        actor: 'ops' as const,
        actorUserId: by.opsUserId,
        note: `Delivery failed: ${why}.${note ? ` ${note}` : ''}`,
        isForCustomer: false,
        createdAt: now,
      },
      {
        orderId,
        fromStatus: ORDER_STATUS.PACKED,
        toStatus: ORDER_STATUS.PACKED,
        actor: 'ops' as const,
        actorUserId: by.opsUserId,
        note:
          `We could not deliver your order today: ${DELIVERY_FAILURE_FOR_CUSTOMER[failed.reason]}. ` +
          'It is safe with us; we will call you to deliver it in another slot.',
        isForCustomer: true,
        createdAt: now,
      },
    ]);
    // Same-day news, so it goes in quiet hours too; once per failed trip (the version it failed on).
    await queueOrderMessage(tx, orderId, {
      template: 'order_delivery_failed',
      variables: { reason: DELIVERY_FAILURE_FOR_CUSTOMER[failed.reason] },
      dedupeKey: `order_delivery_failed:order-${orderId}:v${failed.version}`,
      now,
    });
    await by.record(tx, {
      orderId,
      action: 'delivery failed',
      before: { status: order.status },
      after: { status: ORDER_STATUS.PACKED, reason: why, ...(note ? { note } : {}) },
      at: now,
    });
  });
  return {
    id: orderId,
    status: ORDER_STATUS.PACKED,
    detail: `Order ${orderId} is back at the hub (${why}). Re-attempt it in another slot or return it.`,
  };
}

/** The slots a failed order could go out again in, soonest first (the slot-move rules). */
export async function reattemptSlots(context: AppContext, orderId: number) {
  const db = context.db;
  const [row] = await db
    .select({ slotId: orders.slotId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new AppError('NOT_FOUND', 'This order was not found.');
  return slotChoicesFor(db, { id: orderId, slotId: row.slotId }, context.now());
}

/** A failed order goes out again in another slot the slot-move rules allow. */
export async function reattemptDelivery(
  context: AppContext,
  orderId: number,
  request: { version: number; slotId: number },
  by: DeliveryStepBy,
): Promise<DeliveryStep> {
  const text = await onOrderAsRead(context, orderId, request.version, async (tx, order, now) => {
    if (!(await awaitsDecision(tx, order))) throw notAwaiting(order);
    // The customer hears the new slot as a move, once per re-attempt (the version it was made on).
    return moveOneOrder(
      tx,
      {
        order,
        toId: request.slotId,
        refusal: 'This order cannot go out in that slot.',
        note: (_from, to) => `We will deliver your order again on ${slotText(to)}.`,
        by,
        message: {
          reason: 'the last delivery did not reach you',
          dedupeKey: `order_moved:order-${orderId}:reattempt-v${request.version}`,
        },
        audit: { action: 'delivery re-attempted' },
      },
      now,
    );
  });
  return {
    id: orderId,
    status: ORDER_STATUS.PACKED,
    detail: `Order ${orderId} goes out again on ${text}.`,
  };
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * A failed order returns to the hub for good: cancelled by the shop, its units back to their
 * batches (once: the cancel's guard and each batch row's returned mark), an online payment
 * refunded through the cancel's refund path, nothing charged for pay on delivery. Refused once
 * cash was taken at the door: that money is settled by hand first.
 */
export async function returnToHub(
  context: AppContext,
  orderId: number,
  version: number,
  by: DeliveryStepBy,
): Promise<DeliveryStep> {
  let refund: PendingRefund | null = null;
  const detail = await onOrderAsRead(context, orderId, version, async (tx, order, now) => {
    if (!(await awaitsDecision(tx, order))) throw notAwaiting(order);
    if (order.podCollectedAt)
      throw new AppError(
        'ORDER_STEP_NOT_ALLOWED',
        'Cash was recorded for this order at the door; give it back and correct the cash before returning the order.',
      );
    const cancelled = await cancelLockedOrder(
      tx,
      order,
      {
        actor: 'ops',
        actorUserId: by.opsUserId,
        reason: 'Returned to us after the delivery failed',
      },
      now,
    );
    refund = cancelled.refund;
    const money =
      order.paymentMethod === PAYMENT_METHOD.POD
        ? 'Nothing is charged.'
        : cancelled.refundPaise > 0
          ? `Your payment of ${rupees(cancelled.refundPaise)} is refunded to where you paid from.`
          : 'There is nothing to refund.';
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: ORDER_STATUS.CANCELLED,
      toStatus: ORDER_STATUS.CANCELLED,
      actor: 'ops',
      actorUserId: by.opsUserId,
      note: `Your order came back to us after the delivery failed, so we have cancelled it. ${money}`,
      isForCustomer: true,
      createdAt: now,
    });
    await by.record(tx, {
      orderId,
      action: 'returned to the hub',
      before: { status: order.status },
      after: {
        status: ORDER_STATUS.CANCELLED,
        refund: paiseToRupees(cancelled.refundPaise),
      },
      at: now,
    });
    return order.paymentMethod === PAYMENT_METHOD.POD
      ? `Order ${orderId} is returned: its stock is back on the shelf and nothing is charged.`
      : `Order ${orderId} is returned: its stock is back on the shelf and ${rupees(cancelled.refundPaise)} is refunded.`;
  });
  if (refund) await sendRefund(context, refund, paymentOrders, by.log);
  return { id: orderId, status: ORDER_STATUS.CANCELLED, detail };
}
