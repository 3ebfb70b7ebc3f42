import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Polygon size of a service area: 100 small, 200 medium, 300 big (0 means none). */
export const serviceAreas = pgTable('service_areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  polygonSize: integer('polygon_size').notNull(),
  /** Outline as [lat, lng] pairs, first point not repeated. */
  outline: jsonb('outline').$type<[number, number][]>().notNull(),
});

/** Apartments and offices we already know, offered in the address dropdown. */
export const knownLocations = pgTable('known_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  buildingDetails: text('building_details').notNull(),
  road: text('road').notNull(),
  area: text('area').notNull(),
  city: text('city').notNull().default('BANGALORE'),
  pincode: text('pincode').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A slot's type: QUICK_SLOT_TYPE (100, 30-minute delivery) or SCHEDULED_SLOT_TYPE (10), both in
 * packages/domain's delivery-time.ts.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
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
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    freeDeliveryAmountPaise: integer('free_delivery_amount_paise').notNull().default(0),
    serviceablePolygon: integer('serviceable_polygon').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('delivery_slots_open_idx').on(t.cutoffAt, t.startAt),
    check('delivery_slots_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
