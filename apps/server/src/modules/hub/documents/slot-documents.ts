import {
  MANIFEST_STATUSES,
  MAX_DOCUMENT_ORDERS,
  SLIP_STATUSES,
} from '@makers-pantry/domain/hub-documents';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Db } from '../../../db/client';
import { documentOrdersOfSlot } from '../../orders/service';
import type { DocumentJob } from './document-job';
import { slotOrNotFound } from './document-slot';
import { pickListOf } from './pick-list';

/** Orders named on a slip may be in any state an order is handled in (a slip printed again). */
const HANDLED_STATUSES = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
];

/**
 * What each document shows, asked of the owners in the shop's process (the slot of delivery, its
 * orders' rows of orders): the rows the document maker draws (`document-maker.ts`).
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
  const statuses = query.orders ? HANDLED_STATUSES : SLIP_STATUSES;
  const [slot, orders] = await slotAndOrders(db, query, statuses, query.orders);
  return { kind: 'packing-slips', slot, orders, at };
}

/** The run of a slot: its orders packed for it or out with it. */
export async function manifestJob(
  db: Db,
  query: { slot: number; maker?: number | undefined },
  at: Date,
): Promise<DocumentJob> {
  const [slot, orders] = await slotAndOrders(db, query, MANIFEST_STATUSES);
  return { kind: 'manifest', slot, orders, at };
}

/** A slot and its orders in those states (of one maker, or only those named), for a document. */
function slotAndOrders(
  db: Db,
  query: { slot: number; maker?: number | undefined },
  statuses: readonly number[],
  orderIds?: number[],
) {
  return Promise.all([
    slotOrNotFound(db, query.slot),
    documentOrdersOfSlot(db, {
      slotId: query.slot,
      makerId: query.maker,
      statuses,
      orderIds,
      limit: MAX_DOCUMENT_ORDERS,
    }),
  ]);
}
