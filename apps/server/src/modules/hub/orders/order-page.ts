import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { HubOrderNote, HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import {
  addOpsNotes,
  awaitsDecision,
  hubOrderRow,
  orderPageRows,
  orderStatusOf,
  refundsByOrder,
} from '../../orders/service';
import { ticketsOfOrder } from '../../support/service';
import { recordChange } from '../shared/audit-log';
import { addressLines } from '../documents/packing-slips-pdf';
import type { HubActor } from '../shared/hub-actor';

/**
 * The hub's page of one order (issue 38 §3): what the board shows of it, its items with the
 * batches they were sent from, the address, the payment and refund, every event of its history
 * (with who), and the tickets about it. The hub's audit rows of the order are read by the history
 * route, as for every other object.
 */
export async function hubOrderPage(context: AppContext, orderId: number): Promise<HubOrderPage> {
  const db = context.db;
  const rows = await orderPageRows(db, orderId);
  if (!rows) throw notFound('This order');
  const { row, extra, items: itemRows, batches: batchRows, events } = rows;
  const ticketRows = await ticketsOfOrder(db, orderId);
  const refund = (await refundsByOrder(db, [orderId])).get(orderId) ?? null;
  const address = extra.address;
  return {
    order: { ...hubOrderRow(row), area: row.area },
    version: extra.version,
    awaitsDecision: await awaitsDecision(db, { id: orderId, status: row.status }),
    cashCollected: extra.collectedAt
      ? paiseToRupees(extra.collectedPaise ?? extra.toCollectPaise)
      : null,
    address: { name: address.name, mobile: address.mobile, lines: addressLines(address) },
    items: itemRows.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      packageSize: Number(item.productPackageSize),
      measurementUnit: item.productMeasurementUnit,
      quantity: item.quantity,
      price: paiseToRupees(item.pricePaise),
      batches: batchRows
        .filter((batch) => batch.itemId === item.id)
        .map((batch) => ({
          batchId: batch.batchId,
          quantity: batch.quantity,
          bestBefore: batch.bestBefore,
          isReturned: batch.returnedAt !== null,
        })),
    })),
    refund,
    cancelReason: row.status === ORDER_STATUS.CANCELLED ? (extra.cancelReason ?? null) : null,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actor,
      actorName:
        event.firstName === null
          ? null
          : [event.firstName, event.lastName].filter(Boolean).join(' '),
      note: event.note,
      isForCustomer: event.isForCustomer,
    })),
    tickets: ticketRows.map((ticket) => ({
      ...ticket,
      createdAt: ticket.createdAt.toISOString(),
    })),
  };
}

/**
 * An internal note on an order, for the shop's eyes only: an event of the order's history by the
 * operator (not shown to the customer) and an audit row.
 */
export async function addOrderNote(
  context: AppContext,
  actor: HubActor,
  orderId: number,
  body: HubOrderNote,
): Promise<HubOrderPage> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const status = await orderStatusOf(tx, orderId);
    if (status === undefined) throw notFound('This order');
    await addOpsNotes(tx, [{ orderId, status, note: body.note, opsUserId: actor.userId, at: now }]);
    await recordChange(tx, actor, now, {
      objectType: 'order',
      objectId: orderId,
      action: 'note added',
      before: null,
      after: { note: body.note },
    });
  });
  return hubOrderPage(context, orderId);
}
