import type { FastifyBaseLogger } from 'fastify';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import { cancelLockedOrder } from './cancel-order';
import { lockOrder, markPodCollected, moveOrder } from './move-order';
import { sendRefund, type PendingRefund } from '../../payments/service';

const SHOP_CANCEL_REASON = 'Cancelled by the shop';

/**
 * Ops moves an order along (packed, out for delivery, delivered) or cancels it, including a packed
 * one the maker cannot send. Locked and guarded like the customer's cancel, so a cancel racing a
 * packing changes the order once: whichever commits first wins and the other is refused.
 */
export async function moveOrderByOps(
  context: AppContext,
  orderId: number,
  to: number,
  opsUserId: number,
  note: string | undefined,
  log?: FastifyBaseLogger,
): Promise<{ id: number; status: number; detail: string }> {
  const now = context.now();
  let refund: PendingRefund | null = null;
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (to === ORDER_STATUS.CANCELLED) {
      const by = {
        actor: 'ops' as const,
        actorUserId: opsUserId,
        reason: note || SHOP_CANCEL_REASON,
      };
      refund = (await cancelLockedOrder(tx, order, by, now)).refund;
    } else {
      await moveOrder(
        tx,
        order,
        { to, actor: 'ops', actorUserId: opsUserId, note: note ?? null },
        now,
      );
    }
  });
  if (refund) await sendRefund(context, refund, log);
  return { id: orderId, status: to, detail: `Order ${orderId} is now ${STATUS_WORDS[to] ?? to}.` };
}

const STATUS_WORDS: Record<number, string> = {
  50: 'packed',
  60: 'out for delivery',
  70: 'delivered',
  90: 'cancelled',
};

/** The delivery person has the cash of a pay-on-delivery order. */
export async function collectPodCash(context: AppContext, orderId: number, opsUserId: number) {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const { collectedAt } = await markPodCollected(tx, order, opsUserId, now);
    return {
      id: order.id,
      podCollection: { toCollect: paiseToRupees(order.podToCollectPaise), isCompleted: true },
      collectedAt: collectedAt.toISOString(),
    };
  });
}
