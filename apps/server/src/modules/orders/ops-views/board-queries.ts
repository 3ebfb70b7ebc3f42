import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { statusesBefore } from '@makers-pantry/domain/fulfilment';
import {
  BOARD_LISTED_STATUSES,
  BOARD_PAYMENTS,
  type HubBoardQuery,
  type HubBulkMove,
} from '@makers-pantry/domain/hub-board';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Db, Executor } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { loginMobiles } from '../../accounts/service';
import { makerNames } from '../../catalog/service';
import { slotWindows } from '../../delivery/service';
import { orderPayments } from '../../payments/service';
import { checkoutPlaceColumns } from '../history/order-number';
import { hubOrderColumns, hubOrdersFrom, type OrderListRow } from './order-list';

/**
 * Each slot's orders counted and their change numbers summed: an index-only read of
 * orders_slot_change_idx. Any insert, update or delete of one of the slot's orders moves one of
 * the two, whatever order the writers commit in (decision 036).
 */
export function changesOfSlots(db: Db, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      slotId: orders.slotId,
      orders: sql<number>`count(*)::int`,
      changes: sql<string>`coalesce(sum(${orders.changeNo}), 0)::text`,
    })
    .from(orders)
    .where(inArray(orders.slotId, slotIds))
    .groupBy(orders.slotId);
}

/**
 * The version a bulk step is made on: one more than the newest change number among the slot's
 * orders (of one maker, when asked), 1 with none. Every insert and update of an order takes a new,
 * larger change number (decision 036), so any change to one of them moves it.
 */
const newestChange = sql<string>`coalesce(max(${orders.changeNo}), 0)::text`;
export const ordersVersionOf = (newest: string | number) => Number(newest) + 1;

export async function slotOrdersVersion(db: Db, slotId: number, makerId?: number) {
  const [row] = await db
    .select({ newest: newestChange })
    .from(orders)
    .where(
      and(
        eq(orders.slotId, slotId),
        makerId === undefined ? undefined : eq(orders.makerId, makerId),
      ),
    );
  return ordersVersionOf(row?.newest ?? 0);
}

const areaOf = hubOrderColumns.area;

/** Cash on delivery still to collect: a live order whose cash has not been recorded. */
const podDue = sql`(${orders.podToCollectPaise} > 0 and ${orders.podCollectedAt} is null and ${orders.status} <> ${ORDER_STATUS.CANCELLED})`;

/** The filters every count and the list share (not the state, the slot or the search). */
function sharedFilters(query: HubBoardQuery): SQL | undefined {
  return and(
    query.maker === undefined ? undefined : eq(orders.makerId, query.maker),
    query.area === undefined ? undefined : sql`${areaOf} = ${query.area}`,
    query.payment === undefined
      ? undefined
      : inArray(orderPayments.method, [...BOARD_PAYMENTS[query.payment]]),
    query.podToCollect ? podDue : undefined,
  );
}

/**
 * One pass over the day's orders, grouped finely enough for every figure the board shows: the
 * counts by slot and state (filtered), the makers and areas of the day (not filtered, so a
 * filter never hides its own choices) and the cash still to collect.
 */
export function dayTallies(db: Db, slotIds: number[], query: HubBoardQuery) {
  if (slotIds.length === 0) return Promise.resolve([]);
  const matching = sharedFilters(query) ?? sql`true`;
  return db
    .select({
      slotId: orders.slotId,
      status: orders.status,
      makerId: orders.makerId,
      storeName: makerNames.storeName,
      area: areaOf,
      all: sql<number>`count(*)::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
      podDuePaise: sql<number>`coalesce(sum(${orders.podToCollectPaise}) filter (where ${matching} and ${podDue}), 0)::int`,
      newestChange,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .innerJoin(makerNames, eq(makerNames.id, orders.makerId))
    .where(inArray(orders.slotId, slotIds))
    .groupBy(orders.slotId, orders.status, orders.makerId, makerNames.storeName, areaOf);
}

/**
 * A page of the board's list, by slot start then order id. A search looks at every day and
 * ignores the other filters: ops searching an order number or a mobile want that order wherever
 * it is. The customer's mobile is their login's (users_mobile_key); the customer's order number
 * is their checkout's (orders_payment_idx), with its place there for one of several.
 *
 * The page's ids are chosen first from the orders and their slots alone (their payments too
 * only when a filter reads them), then only those orders are read whole: a day of 5,000 orders
 * costs 5,000 index entries, not 5,000 payment rows (decision 036).
 */
export async function boardPage(
  db: Db,
  slotIds: number[],
  query: HubBoardQuery,
  limit: number,
): Promise<OrderListRow[]> {
  const search = query.q;
  const where = search
    ? 'checkout' in search
      ? and(
          eq(orders.paymentId, search.checkout),
          search.place === undefined
            ? undefined
            : eq(checkoutPlaceColumns.checkoutPlace, search.place),
        )
      : inArray(
          orders.userId,
          db
            .select({ id: loginMobiles.id })
            .from(loginMobiles)
            .where(eq(loginMobiles.mobile, search.mobile)),
        )
    : and(
        query.slot === undefined
          ? inArray(orders.slotId, slotIds.length > 0 ? slotIds : [0])
          : and(eq(orders.slotId, query.slot), inArray(orders.slotId, [...slotIds, 0])),
        query.state === undefined
          ? inArray(orders.status, [...BOARD_LISTED_STATUSES])
          : eq(orders.status, query.state),
        sharedFilters(query),
      );
  const after = query.cursor
    ? or(
        gt(slotWindows.startAt, query.cursor.slotStart),
        and(eq(slotWindows.startAt, query.cursor.slotStart), gt(orders.id, query.cursor.orderId)),
      )
    : undefined;
  const readsPayments = !search && (query.area !== undefined || query.payment !== undefined);
  let chosen = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .$dynamic();
  if (readsPayments)
    chosen = chosen.innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId));
  const ids = await chosen
    .where(and(where, after))
    .orderBy(asc(slotWindows.startAt), asc(orders.id))
    .limit(limit);
  if (ids.length === 0) return [];
  return hubOrdersFrom(db)
    .where(
      inArray(
        orders.id,
        ids.map((row) => row.id),
      ),
    )
    .orderBy(asc(slotWindows.startAt), asc(orders.id));
}

/**
 * The slot's orders (of the maker, when asked) a bulk step takes: when orders are named, any of
 * theirs in the slot, whatever their state (one that cannot move is then told why); otherwise
 * those waiting for the step.
 */
export async function ordersToStep(db: Executor, request: HubBulkMove): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.slotId, request.slot),
        request.maker === undefined ? undefined : eq(orders.makerId, request.maker),
        request.orderIds
          ? inArray(orders.id, request.orderIds)
          : inArray(orders.status, statusesBefore(request.status, 'ops')),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}
