import { and, asc, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { IssueItem } from '@makers-pantry/domain/support';
import type { Executor } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { ticketImages, tickets } from '../../db/schema/support';
import { nextVersion } from '../../http/versions';

/** The customer's own order (another customer's is not found, like an unknown one). */
export async function findOwnOrder(db: Executor, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  name: orderItems.productName,
  pricePaise: orderItems.pricePaise,
  quantity: orderItems.quantity,
  productId: products.id,
  productIsActive: products.isActive,
  productStatus: products.status,
  sellerStoreName: makers.storeName,
};

/** The order's items as the help form needs them. */
export async function issueItemsOf(db: Executor, orderId: number): Promise<IssueItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(makers, eq(makers.id, orders.makerId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return rows.map(toIssueItem);
}

/**
 * What the customer may report from the purchase `orderId` belongs to: one checkout makes an
 * order per maker and slot, and the shopper knows the purchase, not its orders. Every delivered
 * order's items, and the asked order's own items unless it is closed (a cancelled order or one
 * never paid for has nothing to report).
 */
export async function reportableItemsOfPurchase(
  db: Executor,
  orderId: number,
): Promise<IssueItem[]> {
  const asked = db
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const rows = await db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(makers, eq(makers.id, orders.makerId))
    .where(
      and(
        inArray(orders.paymentId, asked),
        or(
          eq(orders.status, ORDER_STATUS.DELIVERED),
          and(
            eq(orders.id, orderId),
            notInArray(orders.status, [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCELLED]),
          ),
        ),
      ),
    )
    .orderBy(orders.id, orderItems.id);
  return rows.map(toIssueItem);
}

function toIssueItem({
  pricePaise,
  ...row
}: {
  id: number;
  orderId: number;
  name: string;
  pricePaise: number;
  quantity: number;
  productId: number | null;
  productIsActive: boolean | null;
  productStatus: number | null;
  sellerStoreName: string | null;
}): IssueItem {
  return {
    ...row,
    price: paiseToRupees(pricePaise),
    productIsActive: row.productIsActive ?? false,
    productStatus: row.productStatus ?? 0,
    sellerStoreName: row.sellerStoreName ?? '',
  };
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
      orderItemName: orderItems.productName,
      description: tickets.description,
      quantity: tickets.quantity,
      resolutionType: tickets.resolutionType,
      isDraft: tickets.isDraft,
      status: tickets.status,
      createdAt: tickets.createdAt,
      confirmedAt: tickets.confirmedAt,
    })
    .from(tickets)
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(and(eq(tickets.id, ticketId), userId === null ? undefined : eq(tickets.userId, userId)));
  if (!row) return undefined;
  const images = await db
    .select({ id: ticketImages.id })
    .from(ticketImages)
    .where(eq(ticketImages.ticketId, ticketId))
    .orderBy(asc(ticketImages.id));
  return { ...row, images };
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

/** The customer's confirmed tickets, newest first (drafts are not theirs to track yet). */
export async function confirmedTicketsOf(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: tickets.id,
      type: tickets.type,
      orderId: tickets.orderId,
      itemName: orderItems.productName,
      status: tickets.status,
      confirmedAt: tickets.confirmedAt,
    })
    .from(tickets)
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(and(eq(tickets.userId, userId), eq(tickets.isDraft, false)))
    .orderBy(desc(tickets.id))
    .limit(limit);
}
