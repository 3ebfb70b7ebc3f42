import { asc, eq, sql } from 'drizzle-orm';
import {
  QUICK_SLOT_TYPE,
  SCHEDULED_SLOT_TYPE,
  istDate,
  istMidnight,
  istInstant,
  isQuickTemplate,
  promisedMinutes,
  podAllowedFor,
} from '@makers-pantry/domain/delivery-time';
import type { Db, Executor } from '../../db/client';
import { deliverySlots, slotTemplates } from '../../db/schema/delivery';
import type { Job } from '../../jobs';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** How many days after today the calendar is filled (templates may ask for fewer). */
export const CALENDAR_DAYS = 3;

type NewSlot = typeof deliverySlots.$inferInsert;
export type SlotTemplate = typeof slotTemplates.$inferSelect;

/** Advisory lock key, so two server instances making slots at once do not both insert a day. */
const SLOT_CALENDAR_LOCK = 7_310_001;

/** Midnight in India at the start of `date` ('YYYY-MM-DD'), as an instant. */
const istMidnightOf = (date: string) => istInstant(date).getTime();
/** The weekday (0 Sunday) of an IST date. */
export const istWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The slots one template makes on one IST day (the template's weekday is not checked here): one
 * window, or for quick delivery one slot per hour of its window. Cut-offs follow the template's
 * rule: 'the day before at HH:MM', 'N hours before start'; a quick slot closes its promise (30
 * minutes) before its hour ends, so the promised arrival stays inside it.
 */
export function slotsFromTemplate(template: SlotTemplate, date: string): NewSlot[] {
  const midnight = istMidnightOf(date);
  const at = (minute: number) => new Date(midnight + minute * MINUTE_MS);
  const common = {
    date,
    capacity: template.capacity,
    deliveryFeePaise: template.deliveryFeePaise,
    freeDeliveryAmountPaise: template.freeDeliveryAmountPaise,
    serviceablePolygon: template.serviceablePolygon,
    templateId: template.id,
  };
  if (isQuickTemplate(template)) {
    const promised = promisedMinutes(template.promisedMinutes);
    const slots: NewSlot[] = [];
    for (let start = template.startMinute; start + 60 <= template.endMinute; start += 60) {
      const endAt = at(start + 60);
      slots.push({
        ...common,
        startAt: at(start),
        endAt,
        type: QUICK_SLOT_TYPE,
        promisedDeliveryTime: promised,
        cutoffAt: new Date(endAt.getTime() - promised * MINUTE_MS),
        isPodAllowed: template.isPodAllowed,
      });
    }
    return slots;
  }
  const startAt = at(template.startMinute);
  const cutoffMinutes = template.cutoffMinutes ?? 0;
  const cutoffAt =
    template.cutoffRule === 'day_before_at'
      ? new Date(midnight - DAY_MS + cutoffMinutes * MINUTE_MS)
      : new Date(startAt.getTime() - cutoffMinutes * MINUTE_MS);
  return [
    {
      ...common,
      startAt,
      endAt: at(template.endMinute),
      type: SCHEDULED_SLOT_TYPE,
      promisedDeliveryTime: null,
      cutoffAt,
      // The silent morning delivery is prepaid only, whatever the template says.
      isPodAllowed: podAllowedFor(template.kind, template.isPodAllowed),
    },
  ];
}

/**
 * Every slot the active templates make for today and the next `days` days (IST), each template on
 * its weekday and no further ahead than its `daysAhead`, whose orders are still open at `now`.
 * Slots already closed are left out (nobody can order them) unless `keepClosed`.
 */
export function plannedSlots(
  templates: readonly SlotTemplate[],
  now: Date,
  { days = CALENDAR_DAYS, keepClosed = false } = {},
): NewSlot[] {
  const today = istMidnight(now).getTime();
  const slots: NewSlot[] = [];
  for (let day = 0; day <= days; day++) {
    // Noon of the day: its IST date, whatever the offset arithmetic does near midnight.
    const date = istDate(new Date(today + day * DAY_MS + 12 * HOUR_MS));
    const weekday = istWeekday(date);
    for (const template of templates) {
      if (!template.isActive || template.weekday !== weekday || day > template.daysAhead) continue;
      slots.push(...slotsFromTemplate(template, date));
    }
  }
  const open = keepClosed
    ? slots
    : slots.filter((slot) => (slot.cutoffAt as Date).getTime() > now.getTime());
  return open.sort((a, b) => (a.startAt as Date).getTime() - (b.startAt as Date).getTime());
}

/** The templates slots are made from, in a stable order. */
export const activeSlotTemplates = (db: Executor) =>
  db
    .select()
    .from(slotTemplates)
    .where(eq(slotTemplates.isActive, true))
    .orderBy(asc(slotTemplates.weekday), asc(slotTemplates.startMinute), asc(slotTemplates.id));

/** A slot is the same slot when its type, start and area size are: what made it does not matter. */
const slotKey = (slot: { type: number; startAt: Date; serviceablePolygon: number }) =>
  `${slot.type}@${slot.startAt.getTime()}@${slot.serviceablePolygon}`;

/**
 * Makes the coming days' delivery slots from the templates (decision 035). Idempotent: existing
 * slots (with their bookings, edits and closings, and those made before templates) are never
 * touched or made twice; under an advisory lock, so instances making them at once add each once.
 * Returns how many were added.
 */
export async function ensureDeliverySlots(
  db: Db,
  now: Date,
  { days = CALENDAR_DAYS } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_CALENDAR_LOCK})`);
    const wanted = plannedSlots(await activeSlotTemplates(tx), now, { days });
    if (wanted.length === 0) return 0;
    const from = (wanted[0]!.startAt as Date).getTime();
    const existing = await tx.execute<{
      type: number;
      start_at: string | Date;
      serviceable_polygon: number;
    }>(
      sql`select type, start_at, serviceable_polygon from delivery_slots
          where start_at >= ${new Date(from).toISOString()}`,
    );
    const taken = new Set(
      existing.rows.map((row) =>
        slotKey({
          type: row.type,
          startAt: new Date(row.start_at),
          serviceablePolygon: row.serviceable_polygon,
        }),
      ),
    );
    const missing = wanted.filter(
      (slot) =>
        !taken.has(
          slotKey({
            type: slot.type,
            startAt: slot.startAt as Date,
            serviceablePolygon: slot.serviceablePolygon ?? 0,
          }),
        ),
    );
    if (missing.length > 0) await tx.insert(deliverySlots).values(missing);
    return missing.length;
  });
}

/** The runner's job (decision 034): keeps the calendar filled from the templates, every hour. */
export const slotCalendarJob = (db: Db): Job => ({
  name: 'make-delivery-slots',
  everyMs: HOUR_MS,
  run: (now) => ensureDeliverySlots(db, now),
});

/**
 * The demo shop's calendar looks like a real day: today's slots whose cut-off has passed are there
 * (and skipped by the slot engine), and a few coming slots are already full. Run once, after the
 * demo catalogue is loaded and its slots made.
 */
export async function addDemoSlotStates(db: Db, now: Date): Promise<void> {
  const templates = await activeSlotTemplates(db);
  const closed = plannedSlots(templates, now, { days: 0, keepClosed: true }).filter(
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
