import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { findSlot } from '../../delivery/service';

/** The slot a document (or a run's cash) is headed with: delivery's row, cut to what is printed. */
export async function slotOfDocument(db: Executor, slotId: number) {
  const slot = await findSlot(db, slotId);
  return slot && { id: slot.id, date: slot.date, startAt: slot.startAt, endAt: slot.endAt };
}
export type SlotOfDocument = NonNullable<Awaited<ReturnType<typeof slotOfDocument>>>;

export async function slotOrNotFound(db: Executor, slotId: number): Promise<SlotOfDocument> {
  const slot = await slotOfDocument(db, slotId);
  if (!slot) throw notFound('This delivery slot');
  return slot;
}
