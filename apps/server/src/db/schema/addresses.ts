import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, editVersion, serialId, timestamptz, updatedAt } from '../columns';
import { belongsToUser, users } from './accounts';

/**
 * A customer's delivery address. Serviceability and the polygon size are decided by the server
 * from the coordinates (point in polygon), never taken from the client. Orders keep their own copy
 * of the address, so editing or deleting one here never rewrites history.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    userId: belongsToUser(),
    /** The receiver. */
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    doorNum: text('door_num').notNull(),
    buildingDetails: text('building_details').notNull().default(''),
    road: text('road').notNull().default(''),
    area: text('area').notNull().default(''),
    city: text('city').notNull().default('BANGALORE'),
    pincode: text('pincode').notNull(),
    label: text('label').notNull().default('Home'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Six decimals, about 11 cm. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Smallest service area containing the point: 100 small, 200 medium, 300 big, 0 none. */
    polygonSize: integer('polygon_size').notNull().default(0),
    isServiceable: boolean('is_serviceable').notNull().default(false),
    /** Set when the address was made from a known apartment or office. */
    locationId: integer('location_id').references(() => knownLocations.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    // One default address per customer, held by the database rather than by a check in code.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_polygon_size', sql`${t.polygonSize} IN (0, 100, 200, 300)`),
  ],
);

/**
 * The offline gazetteer behind place suggestions and reverse geocoding: apartments, offices,
 * roads, localities and pincodes of Bangalore.
 */
export const places = pgTable(
  'places',
  {
    id: serialId(),
    kind: text('kind', {
      enum: ['apartment', 'office', 'road', 'locality', 'pincode', 'landmark'],
    }).notNull(),
    name: text('name').notNull(),
    buildingName: text('building_name').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    areaName: text('area_name').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Name, street, area and postcode in lower case: what suggestions match against. */
    searchText: text('search_text').notNull(),
    locationId: integer('location_id').references(() => knownLocations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('places_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('places_position_idx').on(t.latitude, t.longitude),
  ],
);

/** Polygon size of a service area: 100 small, 200 medium, 300 big (0 means none). */
export const serviceAreas = pgTable('service_areas', {
  id: serialId(),
  name: text('name').notNull(),
  polygonSize: integer('polygon_size').notNull(),
  /** Outline as [lat, lng] pairs, first point not repeated. */
  outline: jsonb('outline').$type<[number, number][]>().notNull(),
  /** Moves with every hub edit of the outline, for the stale-version 409. */
  version: editVersion(),
});

/** Apartments and offices we already know, offered in the address dropdown. */
export const knownLocations = pgTable('known_locations', {
  id: serialId(),
  name: text('name').notNull(),
  buildingDetails: text('building_details').notNull(),
  road: text('road').notNull(),
  area: text('area').notNull(),
  city: text('city').notNull().default('BANGALORE'),
  pincode: text('pincode').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** False once ops retire it: no longer offered, while addresses made from it keep pointing here. */
  isActive: boolean('is_active').notNull().default(true),
  /** Moves with every hub edit, for the stale-version 409. */
  version: editVersion(),
  updatedAt: updatedAt(),
});

/**
 * The address screen's 'We will notify you' (issue 40): a place outside every service area, who
 * to tell (a login's mobile, or the number typed) and when they agreed to be told. When ops open
 * or widen an area over it, one message is queued and `notified_at` set, in the same transaction.
 * Owned by the addresses module.
 */
export const waitlistLocations = pgTable(
  'waitlist_locations',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    mobile: text('mobile').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The address as the map's place search read it, for the message and the hub. */
    addressText: text('address_text').notNull(),
    /** When they agreed to one message about this place; no row exists without it. */
    consentAt: timestamptz('consent_at').notNull(),
    notifiedAt: timestamptz('notified_at'),
    /** The area whose change covered it. */
    notifiedAreaId: integer('notified_area_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Asking twice for the same place keeps one promise.
    uniqueIndex('waitlist_locations_mobile_point_idx').on(t.mobile, t.latitude, t.longitude),
    index('waitlist_locations_waiting_idx')
      .on(t.id)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);
