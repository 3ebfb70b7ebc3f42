import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import type { Executor } from '../../../db/client';
import { orderItemBatches, orderItems, orders } from '../../../db/schema/orders';
import { batchDates, makerNames } from '../../catalog/service';
import { orderPayments } from '../../payments/service';
import { checkoutPlaceColumns } from '../history/order-number';

/**
 * The rows of a slot's printed documents (decision 037): the pick list's units per batch, and the
 * orders a packing slip or a manifest shows with their lines. Each is one statement over the slot's
 * orders (the lines a second, for all the orders at once), joining the maker's name, the batch's
 * best-before and the payment's address where they are read, so a 200-order manifest costs the
 * same two statements as a one-order slip.
 */
export interface SlotDocumentFilter {
  slotId: number;
  /** A seller's own maker, or the one ops chose; every maker's when undefined. */
  makerId: number | undefined;
  statuses: readonly number[];
}

/**
 * What a slot's orders took, per maker, product and batch: the units recorded in
 * order_item_batches when the order was placed (and not given back), with the batch's
 * best-before, so the picker takes exactly the batch the stock count was taken from.
 */
export function pickedUnitsOfSlot(db: Executor, filter: SlotDocumentFilter) {
  return db
    .select({
      makerId: orders.makerId,
      storeName: makerNames.storeName,
      productId: orderItems.productId,
      name: orderItems.productName,
      packageSize: orderItems.productPackageSize,
      measurementUnit: orderItems.productMeasurementUnit,
      batchId: orderItemBatches.batchId,
      bestBefore: batchDates.bestBefore,
      batchStatus: batchDates.status,
      quantity: sql<number>`sum(${orderItemBatches.quantity})::int`,
      orderIds: sql<number[]>`array_agg(distinct ${orders.id})`,
    })
    .from(orders)
    .innerJoin(makerNames, eq(makerNames.id, orders.makerId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(
      orderItemBatches,
      and(eq(orderItemBatches.orderItemId, orderItems.id), isNull(orderItemBatches.returnedAt)),
    )
    .innerJoin(batchDates, eq(batchDates.id, orderItemBatches.batchId))
    .where(
      and(
        eq(orders.slotId, filter.slotId),
        inArray(orders.status, [...filter.statuses]),
        filter.makerId === undefined ? undefined : eq(orders.makerId, filter.makerId),
      ),
    )
    .groupBy(
      orders.makerId,
      makerNames.storeName,
      orderItems.productId,
      orderItems.productName,
      orderItems.productPackageSize,
      orderItems.productMeasurementUnit,
      orderItemBatches.batchId,
      batchDates.bestBefore,
      batchDates.status,
    )
    .orderBy(
      asc(makerNames.storeName),
      asc(orders.makerId),
      asc(orderItems.productName),
      asc(orderItems.productId),
      sql`${batchDates.bestBefore} asc nulls last`,
      asc(orderItemBatches.batchId),
    );
}

/**
 * The orders a slip or a manifest shows, by area then id, each with the number the customer
 * knows it by ('#11', '#11-2'), where it goes, what is to collect, and its lines in the order
 * they were added.
 */
export async function documentOrdersOfSlot(
  db: Executor,
  filter: SlotDocumentFilter & { orderIds?: number[] | undefined; limit: number },
) {
  const rows = await db
    .select({
      id: orders.id,
      paymentId: orders.paymentId,
      ...checkoutPlaceColumns,
      status: orders.status,
      storeName: makerNames.storeName,
      address: orderPayments.address,
      netPaise: orders.netPaise,
      podToCollectPaise: orders.podToCollectPaise,
      podCollectedAt: orders.podCollectedAt,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .innerJoin(makerNames, eq(makerNames.id, orders.makerId))
    .where(
      and(
        eq(orders.slotId, filter.slotId),
        filter.orderIds ? inArray(orders.id, filter.orderIds) : undefined,
        inArray(orders.status, [...filter.statuses]),
        filter.makerId === undefined ? undefined : eq(orders.makerId, filter.makerId),
      ),
    )
    .orderBy(sql`${orderPayments.address}->>'area'`, asc(orders.id))
    .limit(filter.limit);
  const lines = await linesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ paymentId, checkoutPlace, checkoutOrders, ...order }) => ({
    ...order,
    number: orderNumberText(paymentId, checkoutPlace, checkoutOrders),
    lines: lines.get(order.id) ?? [],
  }));
}
export type DocumentOrder = Awaited<ReturnType<typeof documentOrdersOfSlot>>[number];

/** The lines of the orders given, per order, in the order they were added. */
async function linesOfOrders(db: Executor, orderIds: number[]) {
  const byOrder = new Map<number, DocumentLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
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
  for (const { orderId, ...line } of rows) {
    const ofOrder = byOrder.get(orderId);
    if (ofOrder) ofOrder.push(line);
    else byOrder.set(orderId, [line]);
  }
  return byOrder;
}
interface DocumentLine {
  name: string;
  packageSize: number;
  measurementUnit: string;
  quantity: number;
  pricePaise: number;
}
