import { and, asc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { HubOrderNote, HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/accounts';
import { stockBatches } from '../../db/schema/catalog';
import { orderEvents, orderItemBatches, orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { tickets } from '../../db/schema/support';
import { notFound } from '../../http/errors';
import { awaitsDecision, refundsByOrder } from '../orders/service';
import { recordChange } from './audit-log';
import { addressLines } from './documents/packing-slips-pdf';
import type { HubActor } from './hub-actor';
import { hubOrderRow, hubOrdersFrom } from './order-list';

/**
 * The hub's page of one order (issue 38 §3): what the board shows of it, its items with the
 * batches they were sent from, the address, the payment and refund, every event of its history
 * (with who), and the tickets about it. The hub's audit rows of the order are read by the history
 * route, as for every other object.
 */
export async function hubOrderPage(context: AppContext, orderId: number): Promise<HubOrderPage> {
  const db = context.db;
  const [row] = await hubOrdersFrom(db).where(eq(orders.id, orderId));
  if (!row) throw notFound('This order');
  const [extra] = await db
    .select({
      address: payments.address,
      cancelReason: orders.cancelReason,
      version: orders.changeNo,
      collectedAt: orders.podCollectedAt,
      collectedPaise: orders.podCollectedPaise,
      toCollectPaise: orders.podToCollectPaise,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.id, orderId));
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const batchRows =
    itemRows.length === 0
      ? []
      : await db
          .select({
            itemId: orderItemBatches.orderItemId,
            batchId: orderItemBatches.batchId,
            quantity: orderItemBatches.quantity,
            bestBefore: stockBatches.bestBefore,
            returnedAt: orderItemBatches.returnedAt,
          })
          .from(orderItemBatches)
          .innerJoin(stockBatches, eq(stockBatches.id, orderItemBatches.batchId))
          .where(
            inArray(
              orderItemBatches.orderItemId,
              itemRows.map((item) => item.id),
            ),
          )
          .orderBy(asc(orderItemBatches.batchId));
  const events = await db
    .select({
      at: orderEvents.createdAt,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actor,
      firstName: users.firstName,
      lastName: users.lastName,
      note: orderEvents.note,
      isForCustomer: orderEvents.isForCustomer,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  const ticketRows = await db
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
  const refund = (await refundsByOrder(db, [orderId])).get(orderId) ?? null;
  const address = extra!.address;
  return {
    order: { ...hubOrderRow(row), area: row.area },
    version: extra!.version,
    awaitsDecision: await awaitsDecision(db, { id: orderId, status: row.status }),
    cashCollected: extra!.collectedAt
      ? paiseToRupees(extra!.collectedPaise ?? extra!.toCollectPaise)
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
    cancelReason: row.status === ORDER_STATUS.CANCELLED ? (extra!.cancelReason ?? null) : null,
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
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw notFound('This order');
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      actor: 'ops',
      actorUserId: actor.userId,
      note: body.note,
      isForCustomer: false,
      createdAt: now,
    });
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
