import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliverySlots, slotTemplates } from '../../db/schema/delivery';

/** The delivery slots of one day (Asia/Kolkata), in the order they start: the board's and Today's. */
export function slotsOfDay(db: Executor, date: string) {
  return db
    .select({
      id: deliverySlots.id,
      startAt: deliverySlots.startAt,
      endAt: deliverySlots.endAt,
      type: deliverySlots.type,
      capacity: deliverySlots.capacity,
      booked: deliverySlots.booked,
      isActive: deliverySlots.isActive,
    })
    .from(deliverySlots)
    .where(eq(deliverySlots.date, date))
    .orderBy(asc(deliverySlots.startAt), asc(deliverySlots.id));
}
export type SlotOfDay = Awaited<ReturnType<typeof slotsOfDay>>[number];

/** A day's slot as the board and Today answer it. */
export const slotAnswer = (slot: SlotOfDay) => ({
  id: slot.id,
  startDatetime: slot.startAt.toISOString(),
  endDatetime: slot.endAt.toISOString(),
  type: slot.type,
  capacity: slot.capacity,
  booked: slot.booked,
  isActive: slot.isActive,
});

/** The delivery day of each slot asked for. */
export async function slotDates(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliverySlots.id, date: deliverySlots.date })
    .from(deliverySlots)
    .where(inArray(deliverySlots.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.date]));
}

/** Whether a slot template exists (its history is ops'). */
export async function templateExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: slotTemplates.id })
    .from(slotTemplates)
    .where(eq(slotTemplates.id, id));
  return row !== undefined;
}
