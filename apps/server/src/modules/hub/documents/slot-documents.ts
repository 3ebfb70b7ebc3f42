import {
  MANIFEST_STATUSES,
  MAX_DOCUMENT_ORDERS,
  SLIP_STATUSES,
} from '@makers-pantry/domain/hub-documents';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { documentOrders, linesOfOrders, numberOf, slotOfDocument } from './document-queries';
import type { DocumentJob } from './document-job';
import type { SlipOrder } from './packing-slips-pdf';
import { pickListOf } from './pick-list';

/** Orders named on a slip may be in any state an order is handled in (a slip printed again). */
const HANDLED_STATUSES = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
];

async function ordersWithLines(
  db: Db,
  filter: Parameters<typeof documentOrders>[1],
): Promise<(SlipOrder & { status: number })[]> {
  const orders = await documentOrders(db, filter);
  const lines = await linesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({
    ...order,
    number: numberOf(order),
    lines: lines.filter((line) => line.orderId === order.id),
  }));
}

async function slotOrNotFound(db: Db, slotId: number) {
  const slot = await slotOfDocument(db, slotId);
  if (!slot) throw notFound('This delivery slot');
  return slot;
}

/**
 * What each document shows, read from the database: the rows the document maker draws
 * (`document-maker.ts`), in the shop's process.
 */
export async function pickListJob(
  db: Db,
  slotId: number,
  makerId: number | undefined,
  at: Date,
): Promise<DocumentJob> {
  return { kind: 'pick-list', list: await pickListOf(db, slotId, makerId), at };
}

/** Slips of the slot's orders being picked or packed, or of the orders named. */
export async function packingSlipsJob(
  db: Db,
  query: { slot: number; maker?: number | undefined; orders?: number[] | undefined },
  at: Date,
): Promise<DocumentJob> {
  const slot = await slotOrNotFound(db, query.slot);
  const orders = await ordersWithLines(db, {
    slotId: slot.id,
    makerId: query.maker,
    statuses: query.orders ? HANDLED_STATUSES : SLIP_STATUSES,
    orderIds: query.orders,
    limit: MAX_DOCUMENT_ORDERS,
  });
  return { kind: 'packing-slips', slot, orders, at };
}

/** The run of a slot: its orders packed for it or out with it. */
export async function manifestJob(
  db: Db,
  query: { slot: number; maker?: number | undefined },
  at: Date,
): Promise<DocumentJob> {
  const slot = await slotOrNotFound(db, query.slot);
  const orders = await ordersWithLines(db, {
    slotId: slot.id,
    makerId: query.maker,
    statuses: MANIFEST_STATUSES,
    limit: MAX_DOCUMENT_ORDERS,
  });
  return { kind: 'manifest', slot, orders, at };
}
