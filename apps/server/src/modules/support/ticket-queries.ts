import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { IssueItem } from '@makers-pantry/domain/support';
import type { Executor } from '../../db/client';
import { ticketImages, tickets } from '../../db/schema/support';
import { nextVersion } from '../../http/versions';
import { productStatesOf, storeNamesOf } from '../catalog/service';
import {
  itemNamesOf,
  itemsOfOrder,
  reportableItemsOfPurchase,
  type ItemToReport,
} from '../orders/service';

/**
 * The items of an order (or a purchase) as the help form needs them: orders' rows, named with
 * the catalogue's product state and store name. A product or maker gone reads as not sold, ''.
 */
async function asIssueItems(db: Executor, rows: ItemToReport[]): Promise<IssueItem[]> {
  const [products, storeNames] = await Promise.all([
    productStatesOf(
      db,
      rows.map((row) => row.productId),
    ),
    storeNamesOf(
      db,
      rows.map((row) => row.makerId),
    ),
  ]);
  return rows.map(({ pricePaise, makerId, ...row }) => {
    const product = row.productId === null ? undefined : products.get(row.productId);
    return {
      ...row,
      price: paiseToRupees(pricePaise),
      productId: product ? row.productId : null,
      productIsActive: product?.isActive ?? false,
      productStatus: product?.status ?? 0,
      sellerStoreName: storeNames.get(makerId) ?? '',
    };
  });
}

/** The order's items as the help form needs them. */
export async function issueItemsOf(db: Executor, orderId: number): Promise<IssueItem[]> {
  return asIssueItems(db, await itemsOfOrder(db, orderId));
}

/** What the customer may report from the purchase `orderId` belongs to (orders' rule). */
export async function issueItemsOfPurchase(db: Executor, orderId: number): Promise<IssueItem[]> {
  return asIssueItems(db, await reportableItemsOfPurchase(db, orderId));
}

export async function insertTicket(db: Executor, ticket: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(ticket).returning({ id: tickets.id });
  return row!;
}

export async function insertTicketImages(
  db: Executor,
  images: (typeof ticketImages.$inferInsert)[],
) {
  if (images.length > 0) await db.insert(ticketImages).values(images);
}

/** A ticket photo, only when `userId` owns the ticket (or null for ops, who see every ticket). */
export async function findTicketImage(
  db: Executor,
  ticketId: number,
  imageId: number,
  userId: number | null,
) {
  const [row] = await db
    .select({ storagePath: ticketImages.storagePath, contentType: ticketImages.contentType })
    .from(ticketImages)
    .innerJoin(tickets, eq(tickets.id, ticketImages.ticketId))
    .where(
      and(
        eq(ticketImages.id, imageId),
        eq(ticketImages.ticketId, ticketId),
        userId === null ? undefined : eq(tickets.userId, userId),
      ),
    );
  return row;
}

/** A ticket with its item's name and its photos; `userId` null reads any ticket (ops). */
export async function findTicket(db: Executor, ticketId: number, userId: number | null) {
  const [row] = await db
    .select({
      id: tickets.id,
      type: tickets.type,
      orderId: tickets.orderId,
      orderItemId: tickets.orderItemId,
      description: tickets.description,
      quantity: tickets.quantity,
      resolutionType: tickets.resolutionType,
      isDraft: tickets.isDraft,
      status: tickets.status,
      createdAt: tickets.createdAt,
      confirmedAt: tickets.confirmedAt,
    })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), userId === null ? undefined : eq(tickets.userId, userId)));
  if (!row) return undefined;
  const [images, itemNames] = await Promise.all([
    db
      .select({ id: ticketImages.id })
      .from(ticketImages)
      .where(eq(ticketImages.ticketId, ticketId))
      .orderBy(asc(ticketImages.id)),
    itemNamesOf(db, [row.orderItemId]),
  ]);
  const orderItemName = row.orderItemId === null ? null : (itemNames.get(row.orderItemId) ?? null);
  return { ...row, orderItemName, images };
}

/** Confirms the owner's draft; answers false when there was no draft of theirs to confirm. */
export async function confirmDraft(db: Executor, ticketId: number, userId: number, now: Date) {
  const rows = await db
    .update(tickets)
    .set({ isDraft: false, confirmedAt: now })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.userId, userId),
        eq(tickets.isDraft, true),
        isNull(tickets.confirmedAt),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/**
 * Marks a confirmed, open ticket resolved as ops chose, with their note; answers what the
 * resolution needs (its customer, order, item and units), or undefined when there was no such
 * ticket open at the version ops read: the guarded UPDATE is what makes a second resolve, or two
 * at once, happen once.
 */
export async function resolveOpenTicket(
  db: Executor,
  ticketId: number,
  resolution: { version: number; outcome: string; note: string; actorUserId: number; now: Date },
) {
  const [resolved] = await db
    .update(tickets)
    .set({
      status: 'resolved',
      resolvedAt: resolution.now,
      resolvedAs: resolution.outcome,
      resolutionNote: resolution.note,
      resolvedByUserId: resolution.actorUserId,
      version: nextVersion(tickets.version),
    })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.status, 'open'),
        eq(tickets.isDraft, false),
        eq(tickets.version, resolution.version),
      ),
    )
    .returning({
      userId: tickets.userId,
      orderId: tickets.orderId,
      orderItemId: tickets.orderItemId,
      quantity: tickets.quantity,
      resolutionType: tickets.resolutionType,
    });
  return resolved;
}

export async function setReplacementOrder(db: Executor, ticketId: number, orderId: number) {
  await db.update(tickets).set({ replacementOrderId: orderId }).where(eq(tickets.id, ticketId));
}

/**
 * A customer's confirmed tickets, newest first (drafts are not theirs to track yet, nor the hub's
 * to see): what the Help screen and the hub's customer page list.
 */
export const customersConfirmedTickets = (db: Executor, userId: number, limit: number) =>
  db
    .select({
      id: tickets.id,
      type: tickets.type,
      orderId: tickets.orderId,
      orderItemId: tickets.orderItemId,
      status: tickets.status,
      resolutionType: tickets.resolutionType,
      confirmedAt: tickets.confirmedAt,
      resolvedAt: tickets.resolvedAt,
    })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.isDraft, false)))
    .orderBy(desc(tickets.id))
    .limit(limit);

/** The customer's confirmed tickets, each with its item's name, for the Help screen. */
export async function confirmedTicketsOf(db: Executor, userId: number, limit: number) {
  const rows = await customersConfirmedTickets(db, userId, limit);
  const itemNames = await itemNamesOf(
    db,
    rows.map((row) => row.orderItemId),
  );
  return rows.map(({ orderItemId, ...row }) => ({
    ...row,
    itemName: orderItemId === null ? null : (itemNames.get(orderItemId) ?? null),
  }));
}
