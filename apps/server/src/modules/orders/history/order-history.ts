import { and, asc, desc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import {
  ORDER_HISTORY_PAGE_SIZE,
  type HistoryPayment,
  type HistorySlot,
  type OrderHistoryPage,
  type RefundView,
  refundsTogether,
} from '@makers-pantry/domain/order-history';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { Executor } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/orders';
import { deliverySlotView, slotWindowColumns, slotWindows } from '../../delivery/service';
import { orderPayments } from '../../payments/service';
import { addressView, refundsByOrder, shopNotesByOrder } from './order-views';

/**
 * My Orders (GET api/orders/v2/): the customer's checkouts, newest first, a page at a time by
 * keyset on the payment id, so page 500 costs what page 1 does (payments_user_idx).
 *
 * A checkout still waiting for its online payment is listed while its hold lasts, with when it
 * ends (`payBy`), so the shopper can pay or give it up (decision 023); if never paid it turns into
 * payment failed (10), which the list shows as 'Cancelled' as its badge rule says.
 * Failed and expired attempts stay listed so the customer can see what happened to them.
 */
export async function orderHistory(
  db: Executor,
  userId: number,
  cursor: number | undefined,
  now: Date,
): Promise<OrderHistoryPage> {
  const rows = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.userId, userId),
        // An unpaid checkout is listed while its hold lasts, with 'Pay now' and 'Cancel'
        // (decision 023); one whose hold ran out waits for the sweeper to close it.
        or(ne(orderPayments.status, 'awaiting_payment'), gt(orderPayments.holdExpiresAt, now)),
        cursor === undefined ? undefined : lt(orderPayments.id, cursor),
      ),
    )
    .orderBy(desc(orderPayments.id))
    .limit(ORDER_HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, ORDER_HISTORY_PAGE_SIZE);
  const nextCursor = rows.length > ORDER_HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null;
  if (page.length === 0) return { payments: [], nextCursor };

  const paymentIds = page.map((payment) => payment.id);
  const orderRows = await db
    .select({
      id: orders.id,
      paymentId: orders.paymentId,
      status: orders.status,
      podToCollectPaise: orders.podToCollectPaise,
      podCollectedAt: orders.podCollectedAt,
      slot: slotWindowColumns,
    })
    .from(orders)
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .where(and(inArray(orders.paymentId, paymentIds), eq(orders.userId, userId)))
    .orderBy(asc(slotWindows.startAt), asc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const itemRows =
    orderRows.length === 0
      ? []
      : await db
          .select({
            id: orderItems.id,
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            productName: orderItems.productName,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.id));

  const refundOf = await refundsByOrder(db, orderIds);
  const noteOf = await shopNotesByOrder(db, orderIds);
  const refundsOf = new Map<number, RefundView[]>();
  for (const order of orderRows) {
    const refund = refundOf.get(order.id);
    if (refund) refundsOf.set(order.paymentId, [...(refundsOf.get(order.paymentId) ?? []), refund]);
  }

  const itemsOf = new Map<number, { id: number; productId: number; productName: string }[]>();
  for (const { orderId, ...item } of itemRows) {
    itemsOf.set(orderId, [...(itemsOf.get(orderId) ?? []), item]);
  }

  const slotsOf = new Map<number, Map<number, { slot: HistorySlot; pod: PodTally }>>();
  for (const order of orderRows) {
    const slots =
      slotsOf.get(order.paymentId) ?? new Map<number, { slot: HistorySlot; pod: PodTally }>();
    slotsOf.set(order.paymentId, slots);
    let entry = slots.get(order.slot.id);
    if (!entry) {
      entry = {
        slot: {
          ...deliverySlotView(order.slot),
          orders: [],
          podCollection: { toCollect: 0, isCompleted: true },
        },
        pod: { toCollectPaise: 0, uncollected: false },
      };
      slots.set(order.slot.id, entry);
    }
    entry.slot.orders.push({
      id: order.id,
      status: order.status,
      items: itemsOf.get(order.id) ?? [],
      shopNote: noteOf.get(order.id) ?? null,
    });
    tallyPod(entry.pod, order);
  }

  return {
    payments: page.map((payment): HistoryPayment => ({
      id: payment.id,
      method: payment.method,
      paymentStatus: payment.status,
      netAmount: paiseToRupees(payment.netPaise),
      discountAmount: paiseToRupees(payment.discountPaise + payment.creditPaise),
      itemsTotal: paiseToRupees(payment.itemsTotalPaise),
      grossAmount: paiseToRupees(payment.grossPaise),
      deliveryFee: paiseToRupees(payment.deliveryFeePaise),
      startedAt: payment.startedAt.toISOString(),
      address: addressView(payment.address),
      deliverySlots: [...(slotsOf.get(payment.id)?.values() ?? [])].map(({ slot, pod }) => ({
        ...slot,
        podCollection: {
          toCollect: paiseToRupees(pod.toCollectPaise),
          isCompleted: !pod.uncollected,
        },
      })),
      refund: refundsTogether(refundsOf.get(payment.id) ?? []),
      payBy:
        payment.status === 'awaiting_payment'
          ? (payment.holdExpiresAt?.toISOString() ?? null)
          : null,
    })),
    nextCursor,
  };
}

interface PodTally {
  toCollectPaise: number;
  uncollected: boolean;
}

/** Cash counts only for orders still going out: a cancelled order has nothing to collect. */
function tallyPod(
  tally: PodTally,
  order: { status: number; podToCollectPaise: number; podCollectedAt: Date | null },
) {
  if (order.status === ORDER_STATUS.CANCELLED || order.status === ORDER_STATUS.PAYMENT_FAILED)
    return;
  if (order.podToCollectPaise <= 0) return;
  tally.toCollectPaise += order.podToCollectPaise;
  if (!order.podCollectedAt) tally.uncollected = true;
}
