import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sellerLeads, tickets } from '../../db/schema/support';
import { ticketOrderItems, ticketOrders } from '../orders/service';
import { customersConfirmedTickets } from './ticket-queries';

/**
 * The hub's reads of tickets and leads: Today's count, a customer's and an order's tickets, the
 * tickets about a maker's products, and whether a ticket or lead exists (for its history).
 * Drafts are still the customer's and are never shown.
 */

/** Confirmed tickets not yet resolved, as `openTicketsFigure` holds them. */
export interface OpenTicketsFigure {
  open: number;
  /** The oldest's confirmation, epoch milliseconds (a JSON value keeps no timestamp); null: none. */
  oldestConfirmedMs: number | null;
}

/**
 * Confirmed tickets not yet resolved, and the oldest's time: one JSON value for Today's one
 * statement (decision 080).
 */
export const openTicketsFigure = sql<OpenTicketsFigure>`(
  SELECT json_build_object('open', count(*)::int,
    'oldestConfirmedMs', (extract(epoch FROM min(${tickets.confirmedAt})) * 1000)::float8)
  FROM ${tickets} WHERE NOT ${tickets.isDraft} AND ${tickets.status} = 'open')`;

/** The tickets a customer confirmed, newest first, as the hub's customer page lists them. */
export async function ticketsOfCustomer(db: Db, userId: number, limit: number) {
  const rows = await customersConfirmedTickets(db, userId, limit);
  return rows.map(({ orderItemId: _item, ...ticket }) => ticket);
}

/** The confirmed tickets about one order, oldest first. */
export function ticketsOfOrder(db: Executor, orderId: number) {
  return db
    .select({
      id: tickets.id,
      type: tickets.type,
      status: tickets.status,
      resolvedAs: tickets.resolvedAs,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), eq(tickets.isDraft, false)))
    .orderBy(asc(tickets.id));
}

/**
 * The confirmed tickets customers raised about a maker's products, newest first, with the item
 * and the slot of its order (the hub names the slot's day). The hub's own internal tickets are
 * left out.
 */
export function ticketsAboutMaker(
  db: Executor,
  makerId: number,
  status: string | undefined,
  limit: number,
) {
  return db
    .select({
      id: tickets.id,
      type: tickets.type,
      description: tickets.description,
      quantity: tickets.quantity,
      status: tickets.status,
      resolvedAs: tickets.resolvedAs,
      confirmedAt: tickets.confirmedAt,
      createdAt: tickets.createdAt,
      resolvedAt: tickets.resolvedAt,
      productId: ticketOrderItems.productId,
      productName: ticketOrderItems.productName,
      packageSize: ticketOrderItems.packageSize,
      measurementUnit: ticketOrderItems.measurementUnit,
      slotId: ticketOrders.slotId,
    })
    .from(tickets)
    .innerJoin(ticketOrderItems, eq(ticketOrderItems.id, tickets.orderItemId))
    .innerJoin(ticketOrders, eq(ticketOrders.id, ticketOrderItems.orderId))
    .where(
      and(
        eq(ticketOrders.makerId, makerId),
        eq(tickets.isDraft, false),
        eq(tickets.isInternal, false),
        status === undefined ? undefined : eq(tickets.status, status),
      ),
    )
    .orderBy(desc(tickets.id))
    .limit(limit);
}

export async function ticketExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id));
  return row !== undefined;
}

export async function leadExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerLeads.id })
    .from(sellerLeads)
    .where(eq(sellerLeads.id, id));
  return row !== undefined;
}
