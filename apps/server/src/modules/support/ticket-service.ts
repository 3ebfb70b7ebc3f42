import {
  isProductIssue,
  isReplaceable,
  ticketImagePath,
  type Ticket,
  type TicketFields,
} from '@makers-pantry/domain/support';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { CleanPhoto } from '../../media/photo';
import { forgetPrivateFiles, storePrivatePhotos } from '../../media/private-photos';
import {
  confirmDraft,
  findOwnOrder,
  findTicket,
  findTicketImage,
  insertTicket,
  insertTicketImages,
  issueItemsOf,
  reportableItemsOfPurchase,
  resolveOpenTicket,
} from './ticket-queries';
import { creditLineUnits, grantCredit } from '../orders/service';

const orderNotFound = () => new AppError('NOT_FOUND', 'This order was not found.');

const CLOSED: readonly number[] = [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCELLED];

/**
 * What an order's state rules out: nothing about a cancelled order or one never paid for (a
 * refund question is a general issue), and a problem with an item only once it was delivered
 * (credit from DISCOUNT must be for goods the customer received).
 */
function issueRefusal(type: string, status: number): string | null {
  if (CLOSED.includes(status))
    return 'This order was cancelled, so there is nothing to report about it. For a refund, choose Refund in Help.';
  if (isProductIssue(type) && status !== ORDER_STATUS.DELIVERED)
    return 'A problem with an item can be reported once the order has been delivered.';
  return null;
}

/**
 * The help form's item list, opened from one of the customer's orders: what they can report of
 * the whole purchase (My Orders shows a purchase, and its Report Issue names one of its orders).
 */
export async function issueItemsForCustomer(context: AppContext, userId: number, orderId: number) {
  const order = await findOwnOrder(context.db, userId, orderId);
  if (!order) throw orderNotFound();
  return reportableItemsOfPurchase(context.db, orderId);
}

/**
 * POST api/orders/report-issue/. Everything is checked before anything is kept; the photos are
 * written first and removed again if the ticket cannot be stored, so a refusal leaves nothing.
 */
export async function reportIssue(
  context: AppContext,
  userId: number,
  fields: TicketFields,
  photos: CleanPhoto[],
): Promise<{ id: number }> {
  let quantity = fields.quantity ?? null;
  if (fields.order !== undefined) {
    const order = await findOwnOrder(context.db, userId, fields.order);
    if (!order) throw orderNotFound();
    const refusal = issueRefusal(fields.type, order.status);
    if (refusal) throw new AppError('ISSUE_NOT_FOR_ORDER', refusal);
  }
  if (fields.orderItem !== undefined) {
    const items = fields.order === undefined ? [] : await issueItemsOf(context.db, fields.order);
    const item = items.find((candidate) => candidate.id === fields.orderItem);
    if (!item) throw new AppError('NOT_FOUND', 'This item is not part of the order.');
    if (quantity !== null && quantity > item.quantity)
      throw new AppError('VALIDATION_FAILED', `Only ${item.quantity} of this item were ordered.`);
    if (isProductIssue(fields.type)) quantity ??= item.quantity;
    if (fields.resolutionType === 'REPLACEMENT' && !isReplaceable(item))
      throw new AppError('NOT_REPLACEABLE');
  }

  const root = context.config.privateUploadDir;
  const paths = await storePrivatePhotos(root, 'tickets', photos);
  try {
    return await context.db.transaction(async (tx) => {
      const now = context.now();
      const ticket = await insertTicket(tx, {
        userId,
        orderId: fields.order ?? null,
        orderItemId: fields.orderItem ?? null,
        type: fields.type,
        description: fields.description,
        isDraft: fields.isDraft,
        severity: fields.severity ?? null,
        quantity,
        resolutionType: isProductIssue(fields.type) ? (fields.resolutionType ?? null) : null,
        createdAt: now,
        confirmedAt: fields.isDraft ? null : now,
      });
      await insertTicketImages(
        tx,
        photos.map((photo, index) => ({
          ticketId: ticket.id,
          storagePath: paths[index]!,
          contentType: 'image/jpeg',
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes.length,
          createdAt: now,
        })),
      );
      return { id: ticket.id };
    });
  } catch (error) {
    await forgetPrivateFiles(root, paths);
    throw error;
  }
}

/** A ticket photo for its owner, or for ops (`asOps`); anyone else gets 404 as for no photo. */
export async function ticketPhoto(
  context: AppContext,
  ticketId: number,
  imageId: number,
  viewer: { id: number; asOps: boolean },
) {
  const image = await findTicketImage(
    context.db,
    ticketId,
    imageId,
    viewer.asOps ? null : viewer.id,
  );
  if (!image) throw new AppError('NOT_FOUND', 'This photo was not found.');
  return image;
}

const ticketNotFound = () => new AppError('NOT_FOUND', 'This ticket was not found.');

/** A ticket for its owner, or for ops (`asOps`); anyone else gets 404 as for no ticket. */
export async function ticketView(
  context: AppContext,
  ticketId: number,
  viewer: { id: number; asOps: boolean },
): Promise<Ticket> {
  const row = await findTicket(context.db, ticketId, viewer.asOps ? null : viewer.id);
  if (!row) throw ticketNotFound();
  return {
    id: row.id,
    type: row.type as Ticket['type'],
    orderId: row.orderId,
    orderItem:
      row.orderItemId === null ? null : { id: row.orderItemId, name: row.orderItemName ?? '' },
    description: row.description,
    quantity: row.quantity,
    resolutionType: row.resolutionType as Ticket['resolutionType'],
    isDraft: row.isDraft,
    status: row.status as Ticket['status'],
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    images: row.images.map((image) => ({ id: image.id, url: ticketImagePath(row.id, image.id) })),
  };
}

/**
 * The customer confirms the draft they checked. Confirming twice is harmless: the second answer
 * is the confirmed ticket as it stands.
 */
export async function confirmTicket(context: AppContext, ticketId: number, userId: number) {
  await confirmDraft(context.db, ticketId, userId, context.now());
  return ticketView(context, ticketId, { id: userId, asOps: false });
}

/**
 * Ops resolve a confirmed ticket. A DISCOUNT resolution becomes customer credit of what was paid
 * for the reported units, in the same transaction, once: the guarded status change and the
 * credit's unique ticket column say so, and the item's credited total (raised under its row lock)
 * keeps every ticket about one item within what it was paid for.
 */
export async function resolveTicket(context: AppContext, ticketId: number) {
  const creditPaise = await context.db.transaction(async (tx) => {
    const now = context.now();
    const resolved = await resolveOpenTicket(tx, ticketId, now);
    if (!resolved) return undefined;
    if (resolved.resolutionType !== 'DISCOUNT' || resolved.orderItemId === null) return 0;
    const granted = await creditLineUnits(
      tx,
      resolved.orderItemId,
      resolved.quantity ?? Number.MAX_SAFE_INTEGER,
    );
    await grantCredit(tx, { userId: resolved.userId, amountPaise: granted, ticketId, now });
    return granted;
  });
  if (creditPaise === undefined) {
    const ticket = await ticketView(context, ticketId, { id: 0, asOps: true });
    throw new AppError(
      'CONFLICT',
      ticket.isDraft ? 'This ticket is still a draft.' : 'This ticket is already resolved.',
    );
  }
  return {
    ticket: await ticketView(context, ticketId, { id: 0, asOps: true }),
    creditAmount: paiseToRupees(creditPaise),
  };
}
