import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** A slot of the day as `slotsOfDayFigure` holds it: instants as epoch milliseconds. */
export interface SlotOfDayJson extends Omit<SlotOfDay, 'startAt' | 'endAt'> {
  startMs: number;
  endMs: number;
}

/**
 * `slotsOfDay` as one JSON array, for Today's one statement (decision 080); `date` is its
 * placeholder. A JSON value keeps no timestamp, so the instants are epoch milliseconds.
 */
export const slotsOfDayFigure = (date: SQL) => sql<SlotOfDayJson[]>`coalesce((
  SELECT json_agg(slot ORDER BY slot."startMs", slot."id") FROM (
    SELECT ${deliverySlots.id} AS "id",
      (extract(epoch FROM ${deliverySlots.startAt}) * 1000)::float8 AS "startMs",
      (extract(epoch FROM ${deliverySlots.endAt}) * 1000)::float8 AS "endMs",
      ${deliverySlots.type} AS "type", ${deliverySlots.capacity} AS "capacity",
      ${deliverySlots.booked} AS "booked", ${deliverySlots.isActive} AS "isActive"
    FROM ${deliverySlots} WHERE ${deliverySlots.date} = ${date}) AS slot), '[]'::json)`;

/** A slot `slotsOfDayFigure` read, as `slotsOfDay` reads it. */
export const slotOfDayFrom = ({ startMs, endMs, ...slot }: SlotOfDayJson): SlotOfDay => ({
  ...slot,
  startAt: new Date(startMs),
  endAt: new Date(endMs),
});

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
