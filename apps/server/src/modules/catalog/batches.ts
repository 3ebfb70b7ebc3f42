import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BatchStatus } from '@makers-pantry/domain/catalog-enums';
import { istDate } from '@makers-pantry/domain/delivery-time';
import type { BatchCreate, BatchEdit, BatchReceive } from '@makers-pantry/domain/hub-batches';
import type { Executor } from '../../db/client';
import { makers, products, stockBatches } from '../../db/schema/catalog';
import { AppError, notFound } from '../../http/errors';
import { checkVersion, nextVersion } from '../../http/versions';
import { tellMakerOfBatch } from './maker-messages';

/**
 * A batch's life from plan to shelf (decision 026), the stock rules the hub calls. Every function
 * runs in the caller's transaction, locks the one batch it changes (FOR UPDATE: the order path
 * takes the same lock before it takes units), and answers the batch before and after, for the
 * audit log.
 *
 * The quantity guard: orders have taken `quantity - quantityRemaining` units; a new quantity below
 * that answers 409, so no change here can undo a sale, however many buyers are at it.
 */

export type BatchRow = typeof stockBatches.$inferSelect;
export interface BatchChange {
  before: BatchRow | null;
  after: BatchRow | null;
}

/** Whose batches: one maker's (a seller), or null for every maker's (ops and admins). */
export interface MakerScope {
  makerId: number | null;
}

const ownedBy = (scope: MakerScope) =>
  scope.makerId === null ? undefined : eq(products.makerId, scope.makerId);

export const orderedFrom = (row: BatchRow) => row.quantity - row.quantityRemaining;

/** The batch's fields as the audit log keeps them: plain JSON. */
export function batchAuditFields(row: BatchRow): Record<string, unknown> {
  return {
    status: row.status,
    productId: row.productId,
    quantity: row.quantity,
    plannedQuantity: row.plannedQuantity,
    quantityRemaining: row.quantityRemaining,
    expectedAt: row.expectedAt?.toISOString() ?? null,
    bestBefore: row.bestBefore,
    packedOn: row.packedOn,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    receiptPhoto: row.receiptPhoto,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    stopReason: row.stopReason,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    version: row.version,
  };
}

const STATUS_WORDS: Record<BatchStatus, string> = {
  planned: 'planned',
  inwarded: 'received and awaiting its quality check',
  approved: 'approved and on sale',
  rejected: 'rejected',
  expired: 'past its best-before',
  written_off: 'written off',
  recalled: 'recalled',
};

export function stepNotAllowed(row: BatchRow, doing: string): AppError {
  return new AppError(
    'BATCH_STEP_NOT_ALLOWED',
    `This batch is ${STATUS_WORDS[row.status]}; it cannot be ${doing}.`,
  );
}

export function belowOrdered(ordered: number): AppError {
  return new AppError(
    'BATCH_BELOW_ORDERED',
    `Orders have already taken ${ordered} unit${ordered === 1 ? '' : 's'} of this batch; its quantity cannot be less than ${ordered}.`,
  );
}

/** Locks one batch the scope may see; another maker's batch is not found. */
async function lockBatch(tx: Executor, id: number, scope: MakerScope): Promise<BatchRow> {
  const [row] = await tx
    .select({ batch: stockBatches })
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .where(and(eq(stockBatches.id, id), ownedBy(scope)))
    .for('update', { of: stockBatches });
  if (!row) throw notFound('This batch');
  return row.batch;
}

/** Locks the batch at the version the edit was made on, in one of the statuses given. */
export async function lockForStep(
  tx: Executor,
  id: number,
  scope: MakerScope,
  version: number,
  statuses: readonly BatchStatus[],
  doing: string,
): Promise<BatchRow> {
  const row = await lockBatch(tx, id, scope);
  checkVersion(row, version);
  if (!statuses.includes(row.status)) throw stepNotAllowed(row, doing);
  return row;
}

export async function update(
  tx: Executor,
  id: number,
  values: Partial<BatchRow>,
): Promise<BatchRow> {
  const [after] = await tx
    .update(stockBatches)
    .set({ ...values, version: nextVersion(stockBatches.version) })
    .where(eq(stockBatches.id, id))
    .returning();
  return after!;
}

const badDates = (detail: string) => new AppError('VALIDATION_FAILED', detail);

/** Dates a batch must make sense with: not already past, and expected before it spoils. */
function checkDates(
  dates: { expectedAt: Date | null; bestBefore: string | null; packedOn: string | null },
  now: Date,
) {
  const today = istDate(now);
  if (dates.bestBefore !== null && dates.bestBefore < today)
    throw badDates('The best-before date has already passed.');
  if (
    dates.bestBefore !== null &&
    dates.expectedAt !== null &&
    istDate(dates.expectedAt) > dates.bestBefore
  )
    throw badDates('The batch would reach the hub after its best-before date.');
  if (dates.packedOn !== null && dates.packedOn > today)
    throw badDates('The packed-on date cannot be in the future.');
  if (dates.packedOn !== null && dates.bestBefore !== null && dates.packedOn > dates.bestBefore)
    throw badDates('The packed-on date must be before the best-before date.');
}

/**
 * Products in the scope that can take a new batch: on sale, or a listing waiting for review (so a
 * new product can launch with stock; it sells only once both it and the batch are approved), from
 * an approved maker. Same predicate as products_batchable_maker_idx.
 */
const batchableListing = sql`(${products.isActive} OR ${products.listingState} = 'submitted')`;
export const canTakeBatch = and(batchableListing, eq(makers.isApproved, true));
/** The same on `products` alone (the maker as a sub-select), for pages chosen by its indexes. */
export const productCanTakeBatch = sql`(${batchableListing} AND ${products.makerId} IN (
  SELECT ${makers.id} FROM ${makers} WHERE ${makers.isApproved}))`;

export async function createBatch(
  tx: Executor,
  scope: MakerScope,
  input: BatchCreate,
  now: Date,
): Promise<BatchChange> {
  const [product] = await tx
    .select({ id: products.id, canTakeBatch: sql<boolean>`${canTakeBatch}` })
    .from(products)
    .innerJoin(makers, eq(makers.id, products.makerId))
    .where(and(eq(products.id, input.productId), ownedBy(scope)));
  if (!product) throw notFound('This product');
  if (!product.canTakeBatch)
    throw new AppError(
      'PRODUCT_NOT_BATCHABLE',
      'This product is neither on sale nor waiting for review (or its maker is suspended), so it cannot take a new batch. Submit it for review first.',
    );
  const expectedAt = new Date(input.expectedAt);
  const packedOn = input.packedOn ?? null;
  checkDates({ expectedAt, bestBefore: input.bestBefore, packedOn }, now);
  const [after] = await tx
    .insert(stockBatches)
    .values({
      productId: input.productId,
      status: 'planned',
      quantity: input.quantity,
      quantityRemaining: input.quantity,
      expectedAt,
      bestBefore: input.bestBefore,
      packedOn,
      createdAt: now,
    })
    .returning();
  return { before: null, after: after! };
}

/** A planned batch's quantity or dates; the quantity never below what orders took. */
export async function editPlannedBatch(
  tx: Executor,
  scope: MakerScope,
  id: number,
  edit: BatchEdit,
  now: Date,
): Promise<BatchChange> {
  const before = await lockForStep(tx, id, scope, edit.version, ['planned'], 'edited');
  const quantity = edit.quantity ?? before.quantity;
  const ordered = orderedFrom(before);
  if (quantity < ordered) throw belowOrdered(ordered);
  const expectedAt = edit.expectedAt === undefined ? before.expectedAt : new Date(edit.expectedAt);
  const bestBefore = edit.bestBefore ?? before.bestBefore;
  const packedOn = edit.packedOn === undefined ? before.packedOn : edit.packedOn;
  checkDates({ expectedAt, bestBefore, packedOn }, now);
  const after = await update(tx, id, {
    quantity,
    quantityRemaining: quantity - ordered,
    expectedAt,
    bestBefore,
    packedOn,
  });
  return { before, after };
}

/** A planned batch nothing was ordered from may be deleted; otherwise orders point at it. */
export async function deletePlannedBatch(
  tx: Executor,
  scope: MakerScope,
  id: number,
  version: number,
): Promise<BatchChange> {
  const before = await lockForStep(tx, id, scope, version, ['planned'], 'deleted');
  const ordered = orderedFrom(before);
  if (ordered > 0)
    throw new AppError(
      'BATCH_STEP_NOT_ALLOWED',
      `Orders have already taken ${ordered} unit${ordered === 1 ? '' : 's'} of this batch, so it cannot be deleted. Change its quantity instead.`,
    );
  await tx.delete(stockBatches).where(eq(stockBatches.id, id));
  return { before, after: null };
}

/**
 * Inwarding: what arrived at the hub becomes the batch's quantity (short or over the plan), and
 * who received it and when is kept. Preorders already sold from the plan stay sold: the count
 * received cannot be below them.
 */
export async function receiveBatch(
  tx: Executor,
  id: number,
  input: BatchReceive,
  userId: number,
  now: Date,
): Promise<BatchChange> {
  const before = await lockForStep(
    tx,
    id,
    { makerId: null },
    input.version,
    ['planned'],
    'received',
  );
  const ordered = orderedFrom(before);
  if (input.quantityReceived < ordered) throw belowOrdered(ordered);
  const receivedAt = input.receivedAt === undefined ? now : new Date(input.receivedAt);
  if (receivedAt.getTime() > now.getTime() + 5 * 60_000)
    throw badDates('The time received cannot be in the future.');
  const after = await update(tx, id, {
    status: 'inwarded',
    plannedQuantity: before.quantity,
    quantity: input.quantityReceived,
    quantityRemaining: input.quantityReceived - ordered,
    receivedAt,
    receivedByUserId: userId,
  });
  await tellMakerOfBatch(tx, after, 'received', now);
  return { before, after };
}

/**
 * The photo taken when the batch arrived (its path under the private upload folder), on the
 * version it was taken on: added or replaced once the batch is received, whatever came after.
 */
export async function attachReceiptPhoto(
  tx: Executor,
  id: number,
  version: number,
  photoPath: string,
): Promise<BatchChange> {
  const before = await lockBatch(tx, id, { makerId: null });
  checkVersion(before, version);
  if (before.receivedAt === null)
    throw new AppError(
      'BATCH_STEP_NOT_ALLOWED',
      'This batch has not been received yet; its receipt photo is added when it arrives.',
    );
  return { before, after: await update(tx, id, { receiptPhoto: photoPath }) };
}

/** The quality check's outcome, kept with who checked and when; the maker hears it. */
async function recordQualityCheck(
  tx: Executor,
  before: BatchRow,
  outcome: { status: 'approved' } | { status: 'rejected'; rejectionReason: string },
  userId: number,
  now: Date,
): Promise<BatchChange> {
  const after = await update(tx, before.id, {
    ...outcome,
    checkedAt: now,
    checkedByUserId: userId,
  });
  await tellMakerOfBatch(tx, after, outcome.status, now);
  return { before, after };
}

/** The quality check passed: the batch is stock in hand from this moment. */
export async function approveBatch(
  tx: Executor,
  id: number,
  version: number,
  userId: number,
  now: Date,
): Promise<BatchChange> {
  const before = await lockForStep(tx, id, { makerId: null }, version, ['inwarded'], 'approved');
  if (before.bestBefore !== null && before.bestBefore < istDate(now))
    throw stepNotAllowed({ ...before, status: 'expired' }, 'approved');
  return recordQualityCheck(tx, before, { status: 'approved' }, userId, now);
}

/** The quality check failed: the batch never sells, whatever it holds. */
export async function rejectBatch(
  tx: Executor,
  id: number,
  version: number,
  reason: string,
  userId: number,
  now: Date,
): Promise<BatchChange> {
  const before = await lockForStep(tx, id, { makerId: null }, version, ['inwarded'], 'rejected');
  return recordQualityCheck(
    tx,
    before,
    { status: 'rejected', rejectionReason: reason },
    userId,
    now,
  );
}

/**
 * Batches whose best-before has passed (in Bangalore) stop selling: planned, inwarded and
 * approved ones become expired. One statement under a status guard, so two instances running it
 * at once expire each batch once. Answers the batches it expired, before and after.
 */
export async function expireBatches(tx: Executor, now: Date): Promise<BatchChange[]> {
  const due = await tx
    .select()
    .from(stockBatches)
    .where(
      and(
        inArray(stockBatches.status, ['planned', 'inwarded', 'approved']),
        lt(stockBatches.bestBefore, istDate(now)),
      ),
    )
    .orderBy(stockBatches.productId, stockBatches.id)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const expired = await tx
    .update(stockBatches)
    .set({ status: 'expired', version: nextVersion(stockBatches.version) })
    .where(
      and(
        inArray(
          stockBatches.id,
          due.map((row) => row.id),
        ),
        inArray(stockBatches.status, ['planned', 'inwarded', 'approved']),
      ),
    )
    .returning();
  const beforeById = new Map(due.map((row) => [row.id, row]));
  return expired.map((after) => ({ before: beforeById.get(after.id)!, after }));
}
