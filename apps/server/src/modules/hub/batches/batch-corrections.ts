import type {
  BatchCorrection,
  BatchOrders,
  BatchRecall,
  BatchRecalled,
  BatchWriteOff,
  HubBatch,
} from '@makers-pantry/domain/hub-batches';
import { BATCH_CORRECTION_WORDS } from '@makers-pantry/domain/hub-batches';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import {
  batchOf,
  correctBatchCount,
  reasonText,
  recallBatch,
  writeOffBatch,
} from '../../catalog/service';
import { recordChange, recordRowChange } from '../shared/audit-log';
import { addOpsNotes, ordersOfBatch } from '../../orders/service';
import { batchRecord, changeAtTheHub, hubSideOnly } from './batch-service';
import type { HubActor } from '../shared/hub-actor';

/**
 * The hub's stock corrections (issue 38 §5): catalog's rules, each in one transaction with its
 * audit row (the reason and the units in it), answered as the batch page shows the batch.
 */

export const correctCount = (
  context: AppContext,
  actor: HubActor,
  id: number,
  correction: BatchCorrection,
): Promise<HubBatch> =>
  changeAtTheHub(
    context,
    actor,
    `count corrected: ${BATCH_CORRECTION_WORDS[correction.reason].toLowerCase()}`,
    (tx) => correctBatchCount(tx, id, correction),
    () => ({
      reason: reasonText(correction.reason, correction.note),
      units: correction.reason === 'found' ? correction.units : -correction.units,
    }),
  );

export const writeOff = (
  context: AppContext,
  actor: HubActor,
  id: number,
  request: BatchWriteOff,
): Promise<HubBatch> =>
  changeAtTheHub(
    context,
    actor,
    'written off',
    (tx, now) => writeOffBatch(tx, id, request, now),
    (done) => ({ unitsWrittenOff: done.before!.quantityRemaining }),
  );

/** Who has the batch: ops' list to call, for a recall or before one. */
export async function batchOrders(
  context: AppContext,
  actor: HubActor,
  id: number,
): Promise<BatchOrders> {
  hubSideOnly(actor);
  if (!(await batchOf(context.db, id, null, context.now()))) throw notFound('This batch');
  return { orders: await ordersOfBatch(context.db, id) };
}

/** The note each order of a recalled batch gets, for ops' eyes (the customer is called). */
export const recallNote = (batchId: number, reason: string, delivered: boolean) =>
  `Batch ${batchId} was recalled (${reason.trim().replace(/[.!]$/, '')}). ` +
  (delivered
    ? 'Call the customer: ask them not to use it, and offer a replacement or credit.'
    : 'Do not send its units: call the customer before this order goes out.');

/**
 * A recall: the batch stops selling in the same transaction that lists who has it and writes an
 * internal note on each of their orders (ops call them), with one audit row for the batch naming
 * the orders and one per order.
 */
export async function recall(
  context: AppContext,
  actor: HubActor,
  id: number,
  request: BatchRecall,
): Promise<BatchRecalled> {
  hubSideOnly(actor);
  const now = context.now();
  const reached = await context.db.transaction(async (tx) => {
    const done = await recallBatch(tx, id, request, now);
    const held = await ordersOfBatch(tx, id);
    await addOpsNotes(
      tx,
      held.map((order) => ({
        orderId: order.orderId,
        status: order.status,
        note: recallNote(id, request.reason, order.isDelivered),
        opsUserId: actor.userId,
        at: now,
      })),
    );
    // The orders by the number their customers read ('#11-2'), as ops say it on the phone;
    // each order's own history row (below) is keyed by its id.
    const orders = () => ({ orders: held.map((order) => order.number) });
    await recordRowChange(tx, actor, now, batchRecord('recalled', orders), done);
    for (const order of held)
      await recordChange(tx, actor, now, {
        objectType: 'order',
        objectId: order.orderId,
        action: 'note added',
        before: null,
        after: { note: recallNote(id, request.reason, order.isDelivered), batchId: id },
      });
    return held;
  });
  const customers = new Set(reached.map((order) => order.customer.id)).size;
  return {
    batch: (await batchOf(context.db, id, null, context.now()))!,
    orders: reached,
    detail:
      reached.length === 0
        ? `Batch ${id} is recalled. No order has any of it.`
        : `Batch ${id} is recalled. ${reached.length} order${reached.length === 1 ? '' : 's'} of ` +
          `${customers} customer${customers === 1 ? '' : 's'} had it; each has a note to call them.`,
  };
}
