import { and, asc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { OrderTicket } from '@makers-pantry/domain/order-history';
import type { TicketResolution } from '@makers-pantry/domain/support';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/schema/support';
import { ticketCredits, ticketOrderItems } from '../orders/service';

/**
 * How each resolved ticket of these was resolved, with the credit it gave, by ticket id: the one
 * reading of a resolution, for the customer's ticket, My Orders and the hub's queue (decision 029).
 */
export async function resolutionsOf(
  db: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, TicketResolution>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: tickets.id,
      outcome: tickets.resolvedAs,
      note: tickets.resolutionNote,
      resolvedAt: tickets.resolvedAt,
      replacementOrderId: tickets.replacementOrderId,
      creditPaise: ticketCredits.amountPaise,
    })
    .from(tickets)
    .leftJoin(ticketCredits, eq(ticketCredits.ticketId, tickets.id))
    .where(and(inArray(tickets.id, [...ticketIds]), eq(tickets.status, 'resolved')));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        outcome: (row.outcome ?? 'NOTHING') as TicketResolution['outcome'],
        note: row.note ?? '',
        resolvedAt: (row.resolvedAt ?? new Date(0)).toISOString(),
        creditAmount: paiseToRupees(row.creditPaise ?? 0),
        replacementOrderId: row.replacementOrderId,
      },
    ]),
  );
}

/**
 * The customer's confirmed tickets about these orders, by order, oldest first, each with ops'
 * answer once resolved: the order's page in My Orders shows them under the order. Given to
 * orders from modules/routes.ts: support imports orders, so orders cannot ask support's service
 * (decision 071).
 */
export async function ticketsByOrder(
  db: Executor,
  userId: number,
  orderIds: readonly number[],
): Promise<Map<number, OrderTicket[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      type: tickets.type,
      itemName: ticketOrderItems.productName,
      status: tickets.status,
    })
    .from(tickets)
    .leftJoin(ticketOrderItems, eq(ticketOrderItems.id, tickets.orderItemId))
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.isDraft, false),
        inArray(tickets.orderId, [...orderIds]),
      ),
    )
    .orderBy(asc(tickets.id));
  const resolutions = await resolutionsOf(
    db,
    rows.map((row) => row.id),
  );
  const byOrder = new Map<number, OrderTicket[]>();
  for (const row of rows) {
    if (row.orderId === null) continue;
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      itemName: row.itemName,
      status: row.status as OrderTicket['status'],
      resolution: resolutions.get(row.id) ?? null,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
