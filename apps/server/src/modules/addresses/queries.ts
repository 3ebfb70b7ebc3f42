import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/addresses';
import { knownLocations, serviceAreas } from '../../db/schema/addresses';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function listOwnAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(100);
}

/** Ownership is part of the query: another customer's id finds nothing, exactly like an unknown one. */
export async function findOwnAddress(
  db: Executor,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** Serialises a customer's address writes, so 'one default each' never races. */
export async function lockCustomer(tx: Executor, userId: number) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export async function clearDefault(db: Executor, userId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function countOwnAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

export async function insertAddress(db: Executor, address: NewAddress, now: Date) {
  const [row] = await db
    .insert(addresses)
    .values({ ...address, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('address was not stored');
  return row;
}

export async function updateOwnAddress(
  db: Executor,
  userId: number,
  id: number,
  changes: Partial<NewAddress>,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** After the default address is deleted, the newest remaining one takes its place. */
export async function promoteNewestToDefault(db: Executor, userId: number) {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (newest)
    await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

export function loadServiceAreas(db: Executor) {
  return db
    .select({ polygonSize: serviceAreas.polygonSize, outline: serviceAreas.outline })
    .from(serviceAreas);
}

export function listKnownLocations(db: Executor) {
  return db
    .select({ id: knownLocations.id, name: knownLocations.name })
    .from(knownLocations)
    .where(eq(knownLocations.isActive, true))
    .orderBy(asc(knownLocations.name));
}

export async function findKnownLocation(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(knownLocations)
    .where(and(eq(knownLocations.id, id), eq(knownLocations.isActive, true)));
  return row;
}
