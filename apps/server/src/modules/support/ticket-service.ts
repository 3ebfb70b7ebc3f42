import {
  isProductIssue,
  isReplaceable,
  ticketImagePath,
  MY_TICKETS_SHOWN,
  type MyTicket,
  type ResolutionType,
  type Ticket,
  type TicketFields,
} from '@makers-pantry/domain/support';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { staleVersion } from '../../http/versions';
import type { CleanPhoto } from '../../media/photo';
import { forgetPrivateFiles, storePrivatePhotos } from '../../media/private-photos';
import {
  confirmDraft,
  confirmedTicketsOf,
  findTicket,
  findTicketImage,
  insertTicket,
  insertTicketImages,
  issueItemsOf,
  issueItemsOfPurchase,
  resolveOpenTicket,
  setReplacementOrder,
} from './ticket-queries';
import {
  creditLineUnits,
  findOwnOrder,
  grantCredit,
  placeReplacementOrder,
} from '../orders/service';
import { resolutionsOf } from './ticket-answers';
import { queueMessage, rupeesText } from '../messages/service';

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
  return issueItemsOfPurchase(context.db, orderId);
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

  const shelf = context.media.private;
  const paths = await storePrivatePhotos(shelf, 'tickets', photos);
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
    await forgetPrivateFiles(shelf, paths);
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
    resolution: (await resolutionsOf(context.db, [row.id])).get(row.id) ?? null,
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

/** One change of a resolution, for the hub's audit log (handed in by the hub: support does not import it). */
export interface TicketChange {
  objectType: 'ticket' | 'order';
  objectId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type RecordTicketChange = (tx: Executor, at: Date, change: TicketChange) => Promise<void>;

const NEEDS_ITEM: Record<Exclude<ResolutionType, 'NOTHING'>, string> = {
  DISCOUNT:
    'This ticket names no item, so there is nothing to credit. Please resolve it with nothing, and say what was done in the note.',
  REPLACEMENT:
    'This ticket names no item, so there is nothing to replace. Please resolve it with nothing, and say what was done in the note.',
};

/**
 * Ops resolve a confirmed ticket as they judge it (decision 029), whatever the customer asked
 * for, with a note the customer reads on Help and My Orders. In one transaction with its audit
 * rows:
 * - DISCOUNT becomes credit of what was paid for the reported units, never more in all for the
 *   item than it was paid for (creditLineUnits, decision 018), once per ticket;
 * - REPLACEMENT places a ₹0 order for the reported units in the next open slot, taking stock as a
 *   checkout does; without stock or a slot it is refused (409) and nothing changes;
 * - NOTHING only records the note.
 * The guarded status change makes a second resolve answer 409, even two at once.
 */
export async function resolveTicket(
  context: AppContext,
  ticketId: number,
  request: { version: number; outcome: ResolutionType; note: string },
  actor: { userId: number; record: RecordTicketChange },
) {
  const done = await context.db.transaction(async (tx) => {
    const now = context.now();
    const resolved = await resolveOpenTicket(tx, ticketId, {
      ...request,
      actorUserId: actor.userId,
      now,
    });
    if (!resolved) return false;
    let creditPaise = 0;
    let replacementOrderId: number | null = null;
    if (request.outcome !== 'NOTHING') {
      if (resolved.orderItemId === null)
        throw new AppError('TICKET_NEEDS_ITEM', NEEDS_ITEM[request.outcome]);
      const units = resolved.quantity ?? Number.MAX_SAFE_INTEGER;
      if (request.outcome === 'DISCOUNT') {
        creditPaise = await creditLineUnits(tx, resolved.orderItemId, units);
        await grantCredit(tx, { userId: resolved.userId, amountPaise: creditPaise, ticketId, now });
      } else {
        const placed = await placeReplacementOrder(
          tx,
          {
            orderItemId: resolved.orderItemId,
            units,
            actorUserId: actor.userId,
            note: request.note,
          },
          now,
        );
        replacementOrderId = placed.orderId;
        await setReplacementOrder(tx, ticketId, placed.orderId);
        await actor.record(tx, now, {
          objectType: 'order',
          objectId: placed.orderId,
          action: 'replacement',
          before: null,
          after: { ticketId, slotId: placed.slotId, orderItemId: resolved.orderItemId, units },
        });
      }
    }
    // The customer hears what they got (credit or a replacement); 'nothing' sends no message.
    if (request.outcome === 'DISCOUNT' && creditPaise > 0)
      await queueMessage(tx, {
        template: 'ticket_resolved_credit',
        variables: { ticketNumber: String(ticketId), amount: rupeesText(creditPaise) },
        to: { userId: resolved.userId },
        dedupeKey: `ticket_resolved:ticket-${ticketId}`,
        now,
      });
    if (replacementOrderId !== null)
      await queueMessage(tx, {
        template: 'ticket_resolved_replacement',
        variables: { ticketNumber: String(ticketId) },
        to: { userId: resolved.userId },
        orderId: replacementOrderId,
        dedupeKey: `ticket_resolved:ticket-${ticketId}`,
        now,
      });
    await actor.record(tx, now, {
      objectType: 'ticket',
      objectId: ticketId,
      action: 'resolve',
      before: { status: 'open' },
      after: {
        status: 'resolved',
        outcome: request.outcome,
        note: request.note,
        creditAmount: paiseToRupees(creditPaise),
        replacementOrderId,
      },
    });
    return true;
  });
  if (!done) {
    const ticket = await ticketView(context, ticketId, { id: 0, asOps: true });
    if (ticket.isDraft) throw new AppError('TICKET_STILL_DRAFT');
    if (ticket.status !== 'open') throw new AppError('TICKET_ALREADY_RESOLVED');
    // Open, yet not on the version ops read: someone changed it since.
    throw staleVersion();
  }
  const ticket = await ticketView(context, ticketId, { id: 0, asOps: true });
  return { ticket, creditAmount: ticket.resolution?.creditAmount ?? 0 };
}

/** GET api/support/tickets/: what the Help screen lists, each with ops' answer once resolved. */
export async function myTickets(context: AppContext, userId: number): Promise<MyTicket[]> {
  const rows = await confirmedTicketsOf(context.db, userId, MY_TICKETS_SHOWN);
  const resolutions = await resolutionsOf(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type as MyTicket['type'],
    orderId: row.orderId,
    itemName: row.itemName,
    status: row.status as MyTicket['status'],
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    resolution: resolutions.get(row.id) ?? null,
  }));
}
