import type { BatchCorrection, BatchWriteOff } from '@makers-pantry/domain/hub-batches';
import { BATCH_CORRECTION_WORDS } from '@makers-pantry/domain/hub-batches';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  lockForStep,
  orderedFrom,
  update,
  type BatchChange,
  type BatchRow,
  type MakerScope,
} from './batches';

/**
 * Stock put right after the quality check (issue 38 §5): an approved batch's count corrected
 * (units found, damaged or spoiled early), the rest of it written off, or the batch recalled.
 * Like every batch step these run in the caller's transaction under the batch's row lock, on the
 * version the screen read; the kept stock figure (decision 051) follows by the batches' triggers.
 */

const HUB: MakerScope = { makerId: null };

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** A count can lose only what is still on the shelf: what orders took stays theirs. */
function moreThanLeft(row: BatchRow, asked: number) {
  const ordered = orderedFrom(row);
  return new AppError(
    'BATCH_BELOW_ORDERED',
    `Orders have already taken ${units(ordered)} of this batch and ${row.quantityRemaining} ` +
      `${row.quantityRemaining === 1 ? 'is' : 'are'} left, so no more than ${row.quantityRemaining} ` +
      `can come off its count (you asked for ${asked}).`,
  );
}

/** Units found are added to the batch; damaged or spoiled ones come off what is left. */
export async function correctBatchCount(
  tx: Executor,
  id: number,
  correction: BatchCorrection,
): Promise<BatchChange> {
  const before = await lockForStep(tx, id, HUB, correction.version, ['approved'], 'corrected');
  const change = correction.reason === 'found' ? correction.units : -correction.units;
  if (before.quantityRemaining + change < 0) throw moreThanLeft(before, correction.units);
  const after = await update(tx, id, {
    quantity: before.quantity + change,
    quantityRemaining: before.quantityRemaining + change,
  });
  return { before, after };
}

/** The words a write-off or correction keeps: 'Damaged: the jars cracked in the van'. */
export const reasonText = (reason: keyof typeof BATCH_CORRECTION_WORDS, note?: string) =>
  note?.trim()
    ? `${BATCH_CORRECTION_WORDS[reason]}: ${note.trim()}`
    : BATCH_CORRECTION_WORDS[reason];

/**
 * What is left of an approved batch leaves the shelf for good (damaged, spoiled early): the batch
 * stops selling and keeps its count as the record of what was written off.
 */
export async function writeOffBatch(
  tx: Executor,
  id: number,
  writeOff: BatchWriteOff,
  now: Date,
): Promise<BatchChange> {
  const before = await lockForStep(tx, id, HUB, writeOff.version, ['approved'], 'written off');
  const after = await update(tx, id, {
    status: 'written_off',
    stopReason: reasonText(writeOff.reason, writeOff.note),
    stoppedAt: now,
  });
  return { before, after };
}

/**
 * A recall stops the batch at once, whatever is left of it: on the shelf, written off or past its
 * best-before (the customers who have it are called all the same). A planned or received batch
 * never reached anyone: it is deleted or rejected instead.
 */
export async function recallBatch(
  tx: Executor,
  id: number,
  recall: { version: number; reason: string },
  now: Date,
): Promise<BatchChange> {
  const before = await lockForStep(
    tx,
    id,
    HUB,
    recall.version,
    ['approved', 'written_off', 'expired'],
    'recalled',
  );
  const after = await update(tx, id, {
    status: 'recalled',
    stopReason: recall.reason.trim(),
    stoppedAt: now,
  });
  return { before, after };
}
