import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns most tables of schema/ declare alike. A table's own file still names each of its
 * columns, so its shape reads in one place; these say once how the shop stores a moment, an
 * amount, a version or a link. Beside schema/ rather than in it: every file there declares the
 * tables of the module it is named after (the lint's table owners).
 */

/** A moment, stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The row's own number, given by the database. */
export const serialId = () => serial('id').primaryKey();

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed: the database's clock at insert; the code that changes it sets it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * Moves by one with every edit that checks it: an edit made on an older version answers 409
 * STALE_VERSION.
 */
export const editVersion = () => integer('version').notNull().default(1);

/** An amount of money in paise (₹1 is 100): never a fraction, never missing. */
export const paise = <Name extends string>(name: Name) => integer(name).notNull();

/** A required link to another table's row, which cannot be deleted while this one points at it. */
export const linkTo = <Name extends string>(name: Name, row: () => AnyPgColumn) =>
  integer(name).notNull().references(row);

/**
 * A required link to the row this one is part of (an order's item, a ticket's photo): deleting
 * that row deletes this one.
 */
export const partOf = <Name extends string>(name: Name, whole: () => AnyPgColumn) =>
  integer(name).notNull().references(whole, { onDelete: 'cascade' });
