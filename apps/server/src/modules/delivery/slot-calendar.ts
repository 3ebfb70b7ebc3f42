import { sql } from 'drizzle-orm';
import {
  QUICK_SLOT_TYPE,
  SCHEDULED_SLOT_TYPE,
  istDate,
  istMidnight,
} from '@makers-pantry/domain/delivery-time';
import type { Db } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import type { Job } from '../../jobs';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type NewSlot = typeof deliverySlots.$inferInsert;

/**
 * Scheduled windows of each day, in IST hours. The early one is the silent morning delivery:
 * prepaid only (the spec's 'Note - Morning Delivery Slot' modal), so pay on delivery is off.
 * Scheduled deliveries are free: the spec has a fee for quick slots only.
 */
const SCHEDULED_WINDOWS = [
  { startHour: 6, endHour: 8, isPodAllowed: false },
  { startHour: 8, endHour: 11, isPodAllowed: true },
  { startHour: 17, endHour: 20, isPodAllowed: true },
];
const SCHEDULED_CUTOFF_HOURS = 10;
const SCHEDULED_CAPACITY = 60;

/** The IST hours quick delivery runs: hourly windows from `first` until `last` (0-24). */
export interface QuickHours {
  first: number;
  last: number;
}
/** Quick delivery runs hourly windows from 07:00 to 22:00 IST, today and tomorrow only. */
export const QUICK_HOURS: QuickHours = { first: 7, last: 22 };
const QUICK_DAYS = 2;
const QUICK_CAPACITY = 15;
const QUICK_CUTOFF_BEFORE_END_MINUTES = 30;
const QUICK_FEE_PAISE = 2500;
const QUICK_FREE_ABOVE_PAISE = 19900;

/** Polygon sizes: quick delivery only inside the small area, scheduled across the big one. */
const SMALL_POLYGON = 100;
const BIG_POLYGON = 300;

/** Advisory lock key, so two server instances starting together do not both insert a day. */
const SLOT_CALENDAR_LOCK = 7_310_001;

/**
 * Every slot of today and the next `days` days (IST) whose orders are still open at `now`.
 * Slots already closed are left out: nobody can order them, and a fresh database needs no history.
 */
export function plannedSlots(
  now: Date,
  days = 3,
  { keepClosed = false, quickHours = QUICK_HOURS } = {},
): NewSlot[] {
  const today = istMidnight(now).getTime();
  const slots: NewSlot[] = [];
  for (let day = 0; day <= days; day++) {
    const midnight = today + day * DAY_MS;
    const date = istDate(new Date(midnight));
    for (const window of SCHEDULED_WINDOWS) {
      const startAt = new Date(midnight + window.startHour * HOUR_MS);
      slots.push({
        date,
        startAt,
        endAt: new Date(midnight + window.endHour * HOUR_MS),
        type: SCHEDULED_SLOT_TYPE,
        promisedDeliveryTime: null,
        capacity: SCHEDULED_CAPACITY,
        cutoffAt: new Date(startAt.getTime() - SCHEDULED_CUTOFF_HOURS * HOUR_MS),
        isPodAllowed: window.isPodAllowed,
        deliveryFeePaise: 0,
        freeDeliveryAmountPaise: 0,
        serviceablePolygon: BIG_POLYGON,
      });
    }
    if (day >= QUICK_DAYS) continue;
    for (let hour = quickHours.first; hour < quickHours.last; hour++) {
      const endAt = new Date(midnight + (hour + 1) * HOUR_MS);
      slots.push({
        date,
        startAt: new Date(midnight + hour * HOUR_MS),
        endAt,
        type: QUICK_SLOT_TYPE,
        promisedDeliveryTime: 30,
        capacity: QUICK_CAPACITY,
        cutoffAt: new Date(endAt.getTime() - QUICK_CUTOFF_BEFORE_END_MINUTES * MINUTE_MS),
        isPodAllowed: true,
        deliveryFeePaise: QUICK_FEE_PAISE,
        freeDeliveryAmountPaise: QUICK_FREE_ABOVE_PAISE,
        serviceablePolygon: SMALL_POLYGON,
      });
    }
  }
  return keepClosed
    ? slots
    : slots.filter((slot) => (slot.cutoffAt as Date).getTime() > now.getTime());
}

/**
 * The demo shop's calendar looks like a real day: today's slots whose cut-off has passed are there
 * (and skipped by the slot engine), and a few coming slots are already full. Run once, after the
 * demo catalogue is loaded.
 */
export async function addDemoSlotStates(db: Db, now: Date): Promise<void> {
  const closed = plannedSlots(now, 0, { keepClosed: true }).filter(
    (slot) => (slot.cutoffAt as Date).getTime() <= now.getTime(),
  );
  if (closed.length > 0) await db.insert(deliverySlots).values(closed);
  // Tomorrow's 8-11 AM slot and the quick slot two hours from now are booked out.
  const tomorrow = new Date(now.getTime() + DAY_MS);
  await db.execute(
    sql`update delivery_slots set booked = capacity
        where (type = ${SCHEDULED_SLOT_TYPE} and date = ${istDate(tomorrow)}
               and start_at = ${new Date(istMidnight(tomorrow).getTime() + 8 * HOUR_MS).toISOString()})
           or id = (select id from delivery_slots where type = ${QUICK_SLOT_TYPE}
                    and start_at >= ${new Date(now.getTime() + 2 * HOUR_MS).toISOString()}
                    order by start_at limit 1)`,
  );
}

/**
 * Makes sure the coming days have delivery slots. Idempotent: a slot is identified by its type and
 * start, and existing ones (with their bookings) are never touched. Returns how many were added.
 */
export async function ensureDeliverySlots(
  db: Db,
  now: Date,
  { days = 3, quickHours = QUICK_HOURS } = {},
): Promise<number> {
  const wanted = plannedSlots(now, days, { quickHours });
  if (wanted.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_CALENDAR_LOCK})`);
    const from = wanted.reduce((a, s) => Math.min(a, (s.startAt as Date).getTime()), Infinity);
    const existing = await tx.execute<{ type: number; start_at: string | Date }>(
      sql`select type, start_at from delivery_slots where start_at >= ${new Date(from).toISOString()}`,
    );
    const taken = new Set(
      existing.rows.map((row) => `${row.type}@${new Date(row.start_at).getTime()}`),
    );
    const missing = wanted.filter(
      (slot) => !taken.has(`${slot.type}@${(slot.startAt as Date).getTime()}`),
    );
    if (missing.length > 0) await tx.insert(deliverySlots).values(missing);
    return missing.length;
  });
}

/** The runner's job (decision 034): keeps the calendar filled, every hour. */
export const slotCalendarJob = (db: Db, quickHours = QUICK_HOURS): Job => ({
  name: 'make-delivery-slots',
  everyMs: HOUR_MS,
  run: (now) => ensureDeliverySlots(db, now, { quickHours }),
});
