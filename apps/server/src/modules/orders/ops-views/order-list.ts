import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  HUB_ORDER_PAGE_SIZE,
  nextStatuses,
  orderNumberText,
  type HubOrderRow,
} from '@makers-pantry/domain/fulfilment';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { makerNames } from '../../catalog/service';
import { slotWindows } from '../../delivery/service';
import { orderPayments } from '../../payments/service';
import { checkoutPlaceColumns } from '../history/order-number';

/** The columns a hub list of orders reads: the order, its payment, maker and slot. */
export const hubOrderColumns = {
  id: orders.id,
  ...checkoutPlaceColumns,
  paymentId: orders.paymentId,
  status: orders.status,
  placedAt: orderPayments.startedAt,
  paymentMethod: orderPayments.method,
  paymentStatus: orderPayments.status,
  customerName: sql<string>`${orderPayments.address}->>'name'`,
  customerMobile: sql<string>`${orderPayments.address}->>'mobile'`,
  area: sql<string>`coalesce(${orderPayments.address}->>'area', '')`,
  makerId: makerNames.id,
  storeName: makerNames.storeName,
  slotId: slotWindows.id,
  slotDate: slotWindows.date,
  slotStart: slotWindows.startAt,
  slotEnd: slotWindows.endAt,
  slotType: slotWindows.type,
  itemsSubtotalPaise: orders.itemsSubtotalPaise,
  netPaise: orders.netPaise,
  podToCollectPaise: orders.podToCollectPaise,
  podCollectedAt: orders.podCollectedAt,
  version: orders.changeNo,
};

/** Orders with their payment, maker and slot, for a hub list to filter, sort and page. */
export function hubOrdersFrom(db: Executor) {
  return db
    .select(hubOrderColumns)
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .innerJoin(makerNames, eq(makerNames.id, orders.makerId))
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .$dynamic();
}
export type OrderListRow = Awaited<ReturnType<typeof hubOrdersFrom>>[number];

/**
 * The orders ops works through, newest first, by keyset on the order id; filtered by status and
 * slot (orders_slot_idx covers a slot's orders by status).
 */
export async function ordersForOps(
  db: Executor,
  filter: { status?: number | undefined; slot?: number | undefined; cursor?: number | undefined },
): Promise<{ orders: HubOrderRow[]; nextCursor: number | null }> {
  const rows = await hubOrdersFrom(db)
    .where(
      and(
        filter.status === undefined ? undefined : eq(orders.status, filter.status),
        filter.slot === undefined ? undefined : eq(orders.slotId, filter.slot),
        filter.cursor === undefined ? undefined : lt(orders.id, filter.cursor),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(HUB_ORDER_PAGE_SIZE + 1);
  const page = rows.slice(0, HUB_ORDER_PAGE_SIZE);
  return {
    orders: page.map(hubOrderRow),
    nextCursor: rows.length > HUB_ORDER_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** What ops see of an order in a list, from the row the list's query read. */
export function hubOrderRow(row: OrderListRow): HubOrderRow {
  return {
    id: row.id,
    number: orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders),
    paymentId: row.paymentId,
    status: row.status,
    nextStatuses: nextStatuses(row.status, 'ops'),
    placedAt: row.placedAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    customer: { name: row.customerName ?? '', mobile: row.customerMobile ?? '' },
    maker: { id: row.makerId, storeName: row.storeName },
    slot: {
      id: row.slotId,
      date: row.slotDate,
      startDatetime: row.slotStart.toISOString(),
      endDatetime: row.slotEnd.toISOString(),
      type: row.slotType,
    },
    itemsSubtotal: paiseToRupees(row.itemsSubtotalPaise),
    netAmount: paiseToRupees(row.netPaise),
    podCollection: {
      toCollect: paiseToRupees(row.podToCollectPaise),
      isCompleted: row.podToCollectPaise === 0 || row.podCollectedAt !== null,
    },
    version: row.version,
  };
}
