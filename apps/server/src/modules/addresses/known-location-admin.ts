import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, knownLocations, serviceAreas } from '../../db/schema/addresses';

/** What the person typed is matched as text, never as a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type KnownLocationRow = typeof knownLocations.$inferSelect;
export type KnownLocationFields = Pick<
  KnownLocationRow,
  'name' | 'buildingDetails' | 'road' | 'area' | 'pincode' | 'latitude' | 'longitude' | 'isActive'
>;

export function allServiceAreas(db: Executor) {
  return db
    .select()
    .from(serviceAreas)
    .orderBy(asc(serviceAreas.polygonSize), asc(serviceAreas.id));
}

export async function serviceAreaById(db: Executor, id: number) {
  const [row] = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id));
  return row;
}

/**
 * Every known location matching the search, by name (whatever its case). The shop knows tens to a few hundred
 * apartments, so the caller tests each against the polygons in code (the same rule addresses
 * use) and pages the result, rather than teaching SQL a second point-in-polygon rule.
 */
export function matchingLocations(db: Executor, words: string | undefined, isActive?: boolean) {
  const like = words ? `%${escapeLike(words)}%` : undefined;
  return db
    .select()
    .from(knownLocations)
    .where(
      and(
        isActive === undefined ? undefined : eq(knownLocations.isActive, isActive),
        like
          ? or(
              ilike(knownLocations.name, like),
              ilike(knownLocations.buildingDetails, like),
              ilike(knownLocations.road, like),
              ilike(knownLocations.area, like),
              ilike(knownLocations.pincode, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${knownLocations.name})`), asc(knownLocations.id));
}

export const locationRowById = (db: Executor, id: number) =>
  db.select().from(knownLocations).where(eq(knownLocations.id, id));

/** How many customers' addresses were made from each location. */
export async function addressCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ locationId: addresses.locationId, count: count() })
    .from(addresses)
    .where(and(isNotNull(addresses.locationId), inArray(addresses.locationId, ids)))
    .groupBy(addresses.locationId);
  return new Map(rows.map((row) => [row.locationId ?? 0, row.count]));
}

export async function lockLocation(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(knownLocations)
    .where(eq(knownLocations.id, id))
    .for('update');
  return row;
}

export async function insertLocation(tx: Executor, fields: KnownLocationFields, now: Date) {
  const [row] = await tx
    .insert(knownLocations)
    .values({ ...fields, updatedAt: now })
    .returning();
  if (!row) throw new Error('known location was not stored');
  return row;
}

export async function updateLocation(
  tx: Executor,
  id: number,
  changes: Partial<KnownLocationFields>,
  now: Date,
) {
  const [row] = await tx
    .update(knownLocations)
    .set({ ...changes, version: sql`${knownLocations.version} + 1`, updatedAt: now })
    .where(eq(knownLocations.id, id))
    .returning();
  if (!row) throw new Error('known location was not updated');
  return row;
}

export async function lockServiceArea(tx: Executor, id: number) {
  const [row] = await tx.select().from(serviceAreas).where(eq(serviceAreas.id, id)).for('update');
  return row;
}

export async function updateServiceAreaOutline(
  tx: Executor,
  id: number,
  outline: [number, number][],
) {
  const [row] = await tx
    .update(serviceAreas)
    .set({ outline, version: sql`${serviceAreas.version} + 1` })
    .where(eq(serviceAreas.id, id))
    .returning();
  if (!row) throw new Error('service area was not updated');
  return row;
}
