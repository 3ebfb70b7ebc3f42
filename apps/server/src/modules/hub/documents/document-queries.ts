import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { makers, stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { orderItemBatches, orderItems, orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { checkoutPlaceColumns } from '../../orders/service';

export async function slotOfDocument(db: Executor, slotId: number) {
  const [slot] = await db
    .select({
      id: deliverySlots.id,
      date: deliverySlots.date,
      startAt: deliverySlots.startAt,
      endAt: deliverySlots.endAt,
    })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId));
  return slot;
}
export type DocumentSlot = NonNullable<Awaited<ReturnType<typeof slotOfDocument>>>;

/**
 * What a slot's orders took, per maker, product and batch: the units recorded in
 * order_item_batches when the order was placed (and not given back), with the batch's
 * best-before, so the picker takes exactly the batch the stock count was taken from.
 */
export function pickedUnits(
  db: Db,
  filter: { slotId: number; makerId: number | undefined; statuses: readonly number[] },
) {
  return db
    .select({
      makerId: orders.makerId,
      storeName: makers.storeName,
      productId: orderItems.productId,
      name: orderItems.productName,
      packageSize: orderItems.productPackageSize,
      measurementUnit: orderItems.productMeasurementUnit,
      batchId: orderItemBatches.batchId,
      bestBefore: stockBatches.bestBefore,
      batchStatus: stockBatches.status,
      quantity: sql<number>`sum(${orderItemBatches.quantity})::int`,
      orderIds: sql<number[]>`array_agg(distinct ${orders.id})`,
    })
    .from(orders)
    .innerJoin(makers, eq(makers.id, orders.makerId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(
      orderItemBatches,
      and(eq(orderItemBatches.orderItemId, orderItems.id), isNull(orderItemBatches.returnedAt)),
    )
    .innerJoin(stockBatches, eq(stockBatches.id, orderItemBatches.batchId))
    .where(
      and(
        eq(orders.slotId, filter.slotId),
        inArray(orders.status, [...filter.statuses]),
        filter.makerId === undefined ? undefined : eq(orders.makerId, filter.makerId),
      ),
    )
    .groupBy(
      orders.makerId,
      makers.storeName,
      orderItems.productId,
      orderItems.productName,
      orderItems.productPackageSize,
      orderItems.productMeasurementUnit,
      orderItemBatches.batchId,
      stockBatches.bestBefore,
      stockBatches.status,
    )
    .orderBy(
      asc(makers.storeName),
      asc(orders.makerId),
      asc(orderItems.productName),
      asc(orderItems.productId),
      sql`${stockBatches.bestBefore} asc nulls last`,
      asc(orderItemBatches.batchId),
    );
}

/** The orders a slip or a manifest shows, with where they go and what is to collect. */
export function documentOrders(
  db: Db,
  filter: {
    slotId: number;
    makerId: number | undefined;
    statuses: readonly number[];
    orderIds?: number[] | undefined;
    limit: number;
  },
) {
  return db
    .select({
      id: orders.id,
      paymentId: orders.paymentId,
      ...checkoutPlaceColumns,
      status: orders.status,
      makerId: orders.makerId,
      storeName: makers.storeName,
      address: payments.address,
      paymentMethod: payments.method,
      netPaise: orders.netPaise,
      podToCollectPaise: orders.podToCollectPaise,
      podCollectedAt: orders.podCollectedAt,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(makers, eq(makers.id, orders.makerId))
    .where(
      and(
        eq(orders.slotId, filter.slotId),
        filter.orderIds ? inArray(orders.id, filter.orderIds) : undefined,
        inArray(orders.status, [...filter.statuses]),
        filter.makerId === undefined ? undefined : eq(orders.makerId, filter.makerId),
      ),
    )
    .orderBy(sql`${payments.address}->>'area'`, asc(orders.id))
    .limit(filter.limit);
}
export type DocumentOrder = Awaited<ReturnType<typeof documentOrders>>[number];

/** The number the customer knows the order by, as every hub screen shows it ('#11', '#11-2'). */
export const numberOf = (order: DocumentOrder) =>
  orderNumberText(order.paymentId, order.checkoutPlace, order.checkoutOrders);

/** The lines of the orders given, in the order they were added. */
export function linesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.productName,
      packageSize: orderItems.productPackageSize,
      measurementUnit: orderItems.productMeasurementUnit,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePaise,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}
export type DocumentLine = Awaited<ReturnType<typeof linesOfOrders>>[number];
