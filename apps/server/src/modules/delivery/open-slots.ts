import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { deliverySlots } from '../../db/schema/delivery';
import { takesOrders } from '../../db/slot-conditions';
import type { SlotRow } from './slot-row';

/** Instants as epoch milliseconds: a raw row keeps timestamps as PostgreSQL's text. */
const epochMs = (column: typeof deliverySlots.startAt) =>
  sql`(extract(epoch FROM ${column}) * 1000)::float8`;

/** One open slot as the statement's JSON holds it; instants are epoch milliseconds. */
interface OpenSlotJson extends Omit<SlotRow, 'startAt' | 'endAt' | 'cutoffAt'> {
  startMs: number;
  endMs: number;
  cutoffMs: number;
}

/**
 * A prepared statement, as every page of product cards and every delivery options request runs
 * it: parsed and planned on each run, this small read took 0.16-0.20 ms a round trip against
 * 0.115 ms prepared (pgbench, one client). The slots come as one JSON array rather than a row
 * each: JSON.parse reads forty slots for less than the driver's parsing of forty rows cost
 * (docs/performance-history.md).
 */
const openSlotsStatement = preparedStatement<{ slots: OpenSlotJson[] }>(
  () => sql`
    SELECT coalesce(json_agg(slot ORDER BY slot."startMs", slot."id"), '[]') AS "slots" FROM (
      SELECT ${deliverySlots.id} AS "id", ${deliverySlots.date} AS "date",
        ${epochMs(deliverySlots.startAt)} AS "startMs", ${epochMs(deliverySlots.endAt)} AS "endMs",
        ${deliverySlots.type} AS "type",
        ${deliverySlots.promisedDeliveryTime} AS "promisedDeliveryTime",
        ${deliverySlots.capacity} AS "capacity", ${deliverySlots.booked} AS "booked",
        ${epochMs(deliverySlots.cutoffAt)} AS "cutoffMs",
        ${deliverySlots.isPodAllowed} AS "isPodAllowed",
        ${deliverySlots.deliveryFeePaise} AS "deliveryFeePaise",
        ${deliverySlots.freeDeliveryAmountPaise} AS "freeDeliveryAmountPaise",
        ${deliverySlots.serviceablePolygon} AS "serviceablePolygon"
      FROM ${deliverySlots}
      WHERE ${takesOrders(sql`${sql.placeholder('now')}::timestamptz`)}
      ORDER BY ${deliverySlots.startAt}, ${deliverySlots.id}
      LIMIT 1000) AS slot`,
);

/** A read of the open slots on its way, and the moment it reads them at. */
interface SlotsRead {
  at: number;
  slots: Promise<SlotRow[]>;
}

/**
 * How much later a request may come than a read on its way and still take its answer: long
 * enough for a read that queued behind a busy pool, short enough that a test's clock, moved on
 * by hours, never gets slots read for another time.
 */
const SHARE_WITHIN_MS = 1_000;

const readsOnTheirWay = new WeakMap<Db, SlotsRead>();

/**
 * Slots still taking orders at `now`, earliest first: the one read of them, for the product cards'
 * earliest slot and for the delivery options. There are only a few days of slots, so one small
 * read per request is cheaper than keeping them fresh in memory, and the earliest slot of every
 * product on a page is then worked out from this list without further queries.
 *
 * Under load, pages of cards often ask while another's read is on its way, and they share it: its
 * slots are those of a moment before they asked, as if they had come that moment sooner. Nothing
 * is kept once the read answers, so the next request sees a booking or a cut-off as it stands.
 */
export function loadOpenSlots(db: Db, now: Date): Promise<SlotRow[]> {
  const at = now.getTime();
  const onItsWay = readsOnTheirWay.get(db);
  if (onItsWay && at >= onItsWay.at && at - onItsWay.at <= SHARE_WITHIN_MS) return onItsWay.slots;
  const read: SlotsRead = { at, slots: readOpenSlots(db, now) };
  readsOnTheirWay.set(db, read);
  const done = () => {
    if (readsOnTheirWay.get(db) === read) readsOnTheirWay.delete(db);
  };
  read.slots.then(done, done);
  return read.slots;
}

async function readOpenSlots(db: Db, now: Date): Promise<SlotRow[]> {
  const result = await openSlotsStatement(db, { now: now.toISOString() });
  return result.rows[0]!.slots.map(({ startMs, endMs, cutoffMs, ...slot }) => ({
    ...slot,
    startAt: new Date(startMs),
    endAt: new Date(endMs),
    cutoffAt: new Date(cutoffMs),
  }));
}
