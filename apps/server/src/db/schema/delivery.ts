import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editVersion, paise, serialId, timestamptz, updatedAt } from '../columns';

/**
 * What a slot template makes: `scheduled` a delivery window (type 10); `morning` the silent morning
 * window, prepaid only (type 10 without pay on delivery: the shop's 'Note - Morning Delivery Slot');
 * `quick` 30-minute delivery (type 100) in hourly slots across its window.
 */
export type SlotTemplateKind = 'scheduled' | 'morning' | 'quick';
/**
 * When a template's slots stop taking orders: `day_before_at` at `cutoff_minutes` after midnight
 * (IST) of the day before; `hours_before_start` `cutoff_minutes` before the window opens. Quick
 * templates have none: each hourly slot closes its promise before its end (the arrival stays in it).
 */
export type SlotCutoffRule = 'day_before_at' | 'hours_before_start';

/**
 * The week's delivery windows as data (decision 035): one row per IST weekday and window. The
 * runner's `make-delivery-slots` job turns them into the coming days' `delivery_slots`; a day's slot
 * is then edited or closed on its own, and editing a template changes only slots made after.
 */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: serialId(),
    /** 0 Sunday ... 6 Saturday, in India. */
    weekday: integer('weekday').notNull(),
    kind: text('kind').$type<SlotTemplateKind>().notNull(),
    /** The window in minutes after IST midnight: 360 is 6 AM; the end may be 1440 (midnight). */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** Orders each slot takes (for quick, each hourly slot). */
    capacity: integer('capacity').notNull(),
    cutoffRule: text('cutoff_rule').$type<SlotCutoffRule>(),
    cutoffMinutes: integer('cutoff_minutes'),
    /** Quick only: the promise shown ('Get it in 30 mins'). */
    promisedMinutes: integer('promised_minutes'),
    deliveryFeePaise: paise('delivery_fee_paise').default(0),
    freeDeliveryAmountPaise: paise('free_delivery_amount_paise').default(0),
    isPodAllowed: boolean('is_pod_allowed').notNull().default(true),
    /** The largest service-area size it reaches: 100 small, 200 medium, 300 big. */
    serviceablePolygon: integer('serviceable_polygon').notNull(),
    /** Its slots are made this many days ahead of today (0: today only). */
    daysAhead: integer('days_ahead').notNull().default(3),
    isActive: boolean('is_active').notNull().default(true),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('slot_templates_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'slot_templates_window',
      sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
    check('slot_templates_capacity', sql`${t.capacity} >= 0`),
    check(
      'slot_templates_cutoff',
      sql`(${t.kind} = 'quick' and ${t.cutoffRule} is null)
          or (${t.kind} <> 'quick' and ${t.cutoffRule} in ('day_before_at', 'hours_before_start')
              and ${t.cutoffMinutes} >= 0)`,
    ),
  ],
);

/**
 * A slot's type: QUICK_SLOT_TYPE (100, 30-minute delivery) or SCHEDULED_SLOT_TYPE (10), both in
 * packages/domain's delivery-time.ts.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serialId(),
    /** The delivery day in Asia/Kolkata. */
    date: date('date', { mode: 'string' }).notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    type: integer('type').notNull(),
    promisedDeliveryTime: integer('promised_delivery_time'),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Orders for this slot are taken until this moment. */
    cutoffAt: timestamptz('cutoff_at').notNull(),
    isPodAllowed: boolean('is_pod_allowed').notNull().default(true),
    deliveryFeePaise: paise('delivery_fee_paise').default(0),
    freeDeliveryAmountPaise: paise('free_delivery_amount_paise').default(0),
    serviceablePolygon: integer('serviceable_polygon').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The template it was made from (none for slots made by hand or before templates). */
    templateId: integer('template_id').references(() => slotTemplates.id, {
      onDelete: 'set null',
    }),
    /**
     * Moves with every hub edit (capacity, closed or open), for the stale-version 409; a booking
     * does not move it (the capacity's own guard is against what is booked).
     */
    version: editVersion(),
  },
  (t) => [
    index('delivery_slots_open_idx').on(t.cutoffAt, t.startAt),
    check('delivery_slots_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
