import { and, asc, count, desc, eq, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { ticketImagePath, type HubTicket } from '@makers-pantry/domain/support';
import type { Executor } from '../../db/client';
import { ticketImages, tickets } from '../../db/schema/support';
import { peopleByIds } from '../accounts/service';
import { customerCreditLeft, ticketOrderItems, ticketOrders } from '../orders/service';
import { resolutionsOf } from './ticket-answers';

/** Orders whose payment never came are not part of a customer's history. */
const NEVER_PLACED = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.PAYMENT_FAILED];

/**
 * The ops queue's tickets: confirmed ones (a draft is the customer's until they confirm it) with
 * the order and item they name, their photos and the customer's history, so ops can judge a
 * ticket from one row. `where` picks them; a page is at most 51 rows, and the rest is read in a
 * few statements for the whole page, not per ticket.
 */
async function queueRows(db: Executor, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: tickets.id,
      userId: tickets.userId,
      confirmedAt: tickets.confirmedAt,
      type: tickets.type,
      orderId: tickets.orderId,
      orderStatus: ticketOrders.status,
      orderPlacedAt: ticketOrders.placedAt,
      orderPaymentId: ticketOrders.paymentId,
      checkoutPlace: ticketOrders.checkoutPlace,
      checkoutOrders: ticketOrders.checkoutOrders,
      orderItemId: tickets.orderItemId,
      orderItemName: ticketOrderItems.productName,
      orderItemQuantity: ticketOrderItems.quantity,
      orderItemPricePaise: ticketOrderItems.pricePaise,
      orderItemCreditedPaise: ticketOrderItems.creditedPaise,
      orderItemReplacedUnits: ticketOrderItems.replacedUnits,
      quantity: tickets.quantity,
      resolutionType: tickets.resolutionType,
      description: tickets.description,
      status: tickets.status,
      version: tickets.version,
    })
    .from(tickets)
    .leftJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .leftJoin(ticketOrderItems, eq(ticketOrderItems.id, tickets.orderItemId))
    .where(and(eq(tickets.isDraft, false), where))
    .orderBy(desc(tickets.id))
    .limit(limit);
  if (rows.length === 0) return [];

  const ticketIds = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [people, photos, placed, raised, credit, resolutions] = await Promise.all([
    peopleByIds(db, userIds),
    db
      .select({ id: ticketImages.id, ticketId: ticketImages.ticketId })
      .from(ticketImages)
      .where(inArray(ticketImages.ticketId, ticketIds))
      .orderBy(asc(ticketImages.id)),
    db
      .select({ userId: ticketOrders.userId, n: count() })
      .from(ticketOrders)
      .where(
        and(inArray(ticketOrders.userId, userIds), notInArray(ticketOrders.status, NEVER_PLACED)),
      )
      .groupBy(ticketOrders.userId),
    db
      .select({ userId: tickets.userId, n: count() })
      .from(tickets)
      .where(and(inArray(tickets.userId, userIds), eq(tickets.isDraft, false)))
      .groupBy(tickets.userId),
    db
      .select({
        userId: customerCreditLeft.userId,
        paise: sql<string>`sum(${customerCreditLeft.remainingPaise})`,
      })
      .from(customerCreditLeft)
      .where(inArray(customerCreditLeft.userId, userIds))
      .groupBy(customerCreditLeft.userId),
    resolutionsOf(db, ticketIds),
  ]);
  const perUser = (list: { userId: number; n: number | string }[]) =>
    new Map(list.map((entry) => [entry.userId, Number(entry.n)]));
  const ordersOf = perUser(placed);
  const ticketsOf = perUser(raised);
  const creditOf = perUser(credit.map((entry) => ({ userId: entry.userId, n: entry.paise })));

  return rows.map((row): HubTicket => {
    const own = photos.filter((photo) => photo.ticketId === row.id);
    const customer = people.get(row.userId);
    return {
      id: row.id,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      firstName: customer?.firstName ?? '',
      mobile: customer?.mobile ?? '',
      type: row.type,
      orderId: row.orderId,
      orderItemName: row.orderItemName,
      quantity: row.quantity,
      resolutionType: row.resolutionType,
      description: row.description,
      status: row.status as HubTicket['status'],
      version: row.version,
      imageCount: own.length,
      photos: own.map((photo) => ({ id: photo.id, url: ticketImagePath(row.id, photo.id) })),
      order:
        row.orderId === null ||
        row.orderStatus === null ||
        row.orderPlacedAt === null ||
        row.orderPaymentId === null
          ? null
          : {
              id: row.orderId,
              number: orderNumberText(row.orderPaymentId, row.checkoutPlace, row.checkoutOrders),
              status: row.orderStatus,
              placedAt: row.orderPlacedAt.toISOString(),
            },
      item:
        row.orderItemId === null || row.orderItemName === null
          ? null
          : {
              id: row.orderItemId,
              name: row.orderItemName,
              quantity: row.orderItemQuantity ?? 0,
              price: paiseToRupees(row.orderItemPricePaise ?? 0),
              credited: paiseToRupees(row.orderItemCreditedPaise ?? 0),
              replaced: row.orderItemReplacedUnits ?? 0,
            },
      customer: {
        id: row.userId,
        firstName: customer?.firstName ?? '',
        mobile: customer?.mobile ?? '',
        orders: ordersOf.get(row.userId) ?? 0,
        tickets: ticketsOf.get(row.userId) ?? 0,
        credit: paiseToRupees(creditOf.get(row.userId) ?? 0),
      },
      resolution: resolutions.get(row.id) ?? null,
    };
  });
}

/** Confirmed tickets for ops, newest first, by status, paged by id. */
export function ticketsForOps(
  db: Executor,
  query: { status: 'open' | 'resolved'; before?: number | undefined; limit: number },
) {
  return queueRows(
    db,
    and(
      eq(tickets.status, query.status),
      query.before === undefined ? undefined : lt(tickets.id, query.before),
    ),
    query.limit,
  );
}

/** One confirmed ticket as the queue shows it; undefined for a draft or no such ticket. */
export async function ticketForOps(db: Executor, ticketId: number) {
  const [row] = await queueRows(db, eq(tickets.id, ticketId), 1);
  return row;
}
