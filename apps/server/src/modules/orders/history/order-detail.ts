import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { canCancel } from '@makers-pantry/domain/fulfilment';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { Order, OrderDetail, OrderLine } from '@makers-pantry/domain/order-history';
import type { Executor } from '../../../db/client';
import { orderItemBatches, orderItems, orders } from '../../../db/schema/orders';
import { notFound } from '../../../http/errors';
import { batchDates } from '../../catalog/service';
import { deliverySlotView, slotWindowColumns, slotWindows } from '../../delivery/service';
import { orderPayments } from '../../payments/service';
import { addressView, refundsByOrder, shopNotesByOrder } from './order-views';
import type { TicketsByOrder } from './ticket-answers';

/**
 * GET api/orders/{orderId}/: the order and the checkout it was placed in (every slot with its
 * orders, the bill). Ownership is in the WHERE: another customer's order is 'not found' exactly
 * like one that does not exist.
 */
export async function orderDetail(
  db: Executor,
  userId: number,
  orderId: number,
  now: Date,
  ticketsByOrder: TicketsByOrder,
): Promise<OrderDetail> {
  const [found] = await db
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!found) throw notFound('Order details');

  const [payment] = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.id, found.paymentId));
  if (!payment) throw notFound('Order details');
  const orderRows = await db
    .select({
      id: orders.id,
      status: orders.status,
      itemsSubtotalPaise: orders.itemsSubtotalPaise,
      deliveryFeePaise: orders.deliveryFeePaise,
      discountPaise: orders.discountPaise,
      netPaise: orders.netPaise,
      podCollectedAt: orders.podCollectedAt,
      cancelReason: orders.cancelReason,
      slot: slotWindowColumns,
    })
    .from(orders)
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .where(and(eq(orders.paymentId, payment.id), eq(orders.userId, userId)))
    .orderBy(asc(slotWindows.startAt), asc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));

  const batchesOf = await sentBatches(
    db,
    itemRows.map((item) => item.id),
  );
  const refundOf = await refundsByOrder(db, orderIds);
  const ticketsOf = await ticketsByOrder(db, userId, orderIds);

  const noteOf = await shopNotesByOrder(db, orderIds);

  const placedAt = payment.startedAt;
  const views = new Map<number, Order>();
  for (const row of orderRows) {
    views.set(row.id, {
      id: row.id,
      status: row.status,
      canCancel: canCancel(
        { status: row.status, placedAt, podCollectedAt: row.podCollectedAt },
        now,
      ),
      itemsSubtotal: paiseToRupees(row.itemsSubtotalPaise),
      items: itemRows
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          id: item.id,
          productId: item.productId,
          productName: item.productName,
          productCartImage: item.productCartImage,
          productPackageSize: item.productPackageSize,
          productMeasurementUnit: item.productMeasurementUnit,
          quantity: item.quantity,
          price: paiseToRupees(item.pricePaise),
          batches: batchesOf.get(item.id) ?? [],
        })),
      refund: refundOf.get(row.id) ?? null,
      cancelReason: row.status === ORDER_STATUS.CANCELLED ? row.cancelReason : null,
      tickets: ticketsOf.get(row.id) ?? [],
      shopNote: noteOf.get(row.id) ?? null,
    });
  }

  const slots = new Map<number, OrderDetail['deliverySlots'][number]>();
  for (const row of orderRows) {
    const slot = slots.get(row.slot.id) ?? { ...deliverySlotView(row.slot), orders: [] };
    slots.set(row.slot.id, slot);
    slot.orders.push(views.get(row.id) as Order);
  }

  return {
    ...(views.get(orderId) as Order),
    payment: {
      id: payment.id,
      method: payment.method,
      paymentStatus: payment.status,
      startedAt: payment.startedAt.toISOString(),
      address: addressView(payment.address),
      itemsTotal: paiseToRupees(payment.itemsTotalPaise),
      discountAmount: paiseToRupees(payment.discountPaise + payment.creditPaise),
      deliveryFee: paiseToRupees(payment.deliveryFeePaise),
      netAmount: paiseToRupees(payment.netPaise),
    },
    bill: billOf(orderRows.filter((row) => row.status !== ORDER_STATUS.CANCELLED)),
    deliverySlots: [...slots.values()],
  };
}

/**
 * The batches each line's units were taken from and not given back (a cancel returns them), with
 * their dates, earliest best-before first: what was sent, for the customer to trace.
 */
async function sentBatches(db: Executor, itemIds: readonly number[]) {
  const byItem = new Map<number, OrderLine['batches']>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: orderItemBatches.orderItemId,
      bestBefore: batchDates.bestBefore,
      packedOn: batchDates.packedOn,
      quantity: orderItemBatches.quantity,
    })
    .from(orderItemBatches)
    .innerJoin(batchDates, eq(batchDates.id, orderItemBatches.batchId))
    .where(
      and(inArray(orderItemBatches.orderItemId, [...itemIds]), isNull(orderItemBatches.returnedAt)),
    )
    .orderBy(sql`${batchDates.bestBefore} asc nulls last`, asc(orderItemBatches.batchId));
  for (const { itemId, ...batch } of rows)
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), batch]);
  return byItem;
}

/** The orders' shares added up: they add up to the payment when none is cancelled. */
function billOf(
  shares: readonly {
    itemsSubtotalPaise: number;
    deliveryFeePaise: number;
    discountPaise: number;
    netPaise: number;
  }[],
): OrderDetail['bill'] {
  const sum = (pick: (share: (typeof shares)[number]) => number) =>
    paiseToRupees(shares.reduce((total, share) => total + pick(share), 0));
  return {
    itemsSubtotal: sum((share) => share.itemsSubtotalPaise),
    discount: sum((share) => share.discountPaise),
    deliveryFee: sum((share) => share.deliveryFeePaise),
    total: sum((share) => share.netPaise),
  };
}
