import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '@makers-pantry/domain/error-codes';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { cancelLockedOrder } from './cancel-order';
import { lockOrderAt, onOrderAsRead, refuseBeforeItsDay } from './delivery-steps';
import { lockOrder, markPodCollected, moveOrder } from './move-order';
import { sendRefund, type PendingRefund } from '../../payments/service';
import { paymentOrders } from '../placing/payment-orders';

const SHOP_CANCEL_REASON = 'Cancelled by the shop';

/** One change ops made to an order, as the hub records it beside the change. */
export interface OpsOrderChange {
  orderId: number;
  /** In the hub's words: 'packed', 'out for delivery', 'delivered', 'cancelled', 'cash collected'. */
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

/**
 * Writes the hub's record of a change (its audit row) in the change's own transaction, so the
 * two commit or roll back together. Handed in by the hub: orders does not import it.
 */
export type RecordOpsChange = (tx: Executor, change: OpsOrderChange) => Promise<void>;

export interface OpsMove {
  to: number;
  /**
   * The order's version as the screen read it (409 STALE_VERSION on any change since); a bulk
   * step checks the version of the slot's orders instead, before moving each.
   */
  version?: number | undefined;
  note?: string | undefined;
  opsUserId: number;
  record: RecordOpsChange;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Ops moves an order along (packed, out for delivery, delivered) or cancels it, including a packed
 * one the maker cannot send. Locked and guarded like the customer's cancel, so a cancel racing a
 * packing changes the order once: whichever commits first wins and the other is refused.
 */
export async function moveOrderByOps(
  context: AppContext,
  orderId: number,
  move: OpsMove,
): Promise<{ id: number; status: number; detail: string }> {
  const now = context.now();
  const { to, note, opsUserId } = move;
  let refund: PendingRefund | null = null;
  await context.db.transaction(async (tx) => {
    const order =
      move.version === undefined
        ? await lockOrder(tx, orderId)
        : await lockOrderAt(tx, orderId, move.version);
    if (to === ORDER_STATUS.CANCELLED) {
      const reason = note || SHOP_CANCEL_REASON;
      const by = { actor: 'ops' as const, actorUserId: opsUserId, reason };
      refund = (await cancelLockedOrder(tx, order, by, now)).refund;
    } else {
      if (to === ORDER_STATUS.DELIVERED) await refuseBeforeItsDay(tx, order, now);
      await moveOrder(
        tx,
        order,
        { to, actor: 'ops', actorUserId: opsUserId, note: note ?? null },
        now,
      );
    }
    await move.record(tx, {
      orderId,
      action: STATUS_WORDS[to] ?? String(to),
      before: { status: order.status },
      after: {
        status: to,
        ...(note ? { note } : {}),
        ...(to === ORDER_STATUS.CANCELLED && !note ? { note: SHOP_CANCEL_REASON } : {}),
      },
      at: now,
    });
  });
  if (refund) await sendRefund(context, refund, paymentOrders, move.log);
  return { id: orderId, status: to, detail: `Order ${orderId} is now ${STATUS_WORDS[to] ?? to}.` };
}

/** An order a bulk move could not move, and why, in the words a single move would answer. */
export interface RefusedMove {
  id: number;
  code: ErrorCode;
  detail: string;
}

/**
 * Moves many orders the same step, each in its own transaction: one that cannot move (a
 * colleague moved it meanwhile, a customer cancelled it) is reported and the others still move.
 * Every move is in its order's history and the hub's record like a single one.
 */
export async function moveOrdersByOps(
  context: AppContext,
  orderIds: readonly number[],
  move: OpsMove,
): Promise<{ moved: number[]; refused: RefusedMove[] }> {
  const moved: number[] = [];
  const refused: RefusedMove[] = [];
  for (const orderId of orderIds) {
    try {
      await moveOrderByOps(context, orderId, move);
      moved.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      refused.push({ id: orderId, code: error.code, detail: error.detail });
    }
  }
  return { moved, refused };
}

export const STATUS_WORDS: Record<number, string> = {
  50: 'packed',
  60: 'out for delivery',
  70: 'delivered',
  90: 'cancelled',
};

/**
 * The delivery person has the cash of a pay-on-delivery order: all of it, or the part the customer
 * paid (the shortfall flagged on the slot's Cash page), on the version the screen read.
 */
export async function collectPodCash(
  context: AppContext,
  orderId: number,
  opsUserId: number,
  record: RecordOpsChange,
  part: { version: number; collectedPaise?: number | undefined },
) {
  return onOrderAsRead(context, orderId, part.version, async (tx, order, now) => {
    const collectedPaise = part.collectedPaise ?? order.podToCollectPaise;
    const { collectedAt } = await markPodCollected(tx, order, opsUserId, now, collectedPaise);
    // A repeat finds the cash already recorded: nothing changed, nothing to record.
    if (collectedAt.getTime() === now.getTime() && !order.podCollectedAt)
      await record(tx, {
        orderId,
        action: 'cash collected',
        before: { podCollectedAt: null },
        after: {
          podCollectedAt: now.toISOString(),
          cash: paiseToRupees(collectedPaise),
          ...(collectedPaise < order.podToCollectPaise
            ? { short: paiseToRupees(order.podToCollectPaise - collectedPaise) }
            : {}),
        },
        at: now,
      });
    return {
      id: order.id,
      podCollection: { toCollect: paiseToRupees(order.podToCollectPaise), isCompleted: true },
      collectedAt: collectedAt.toISOString(),
    };
  });
}
