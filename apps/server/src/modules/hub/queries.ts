import { and, desc, eq } from 'drizzle-orm';
import type { HubObjectType } from '@makers-pantry/domain/hub';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { banners, collections, makers, products, stockBatches } from '../../db/schema/catalog';
import { knownLocations } from '../../db/schema/addresses';
import { deliverySlots } from '../../db/schema/delivery';
import { hubAuditLog } from '../../db/schema/hub';
import { discountCodes } from '../../db/schema/discounts';
import { orders } from '../../db/schema/orders';
import { sellerLeads, tickets } from '../../db/schema/support';

/** The maker a seller login runs, if ops have linked one. */
export async function makerOfSeller(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: makers.id }).from(makers).where(eq(makers.userId, userId));
  return row?.id;
}

/**
 * The maker an object belongs to; null for an object of the whole shop (a delivery slot, a
 * seller lead, a user), which only ops read; undefined when there is no such object.
 */
export async function makerOfObject(
  db: Db,
  objectType: HubObjectType,
  id: number,
): Promise<number | null | undefined> {
  if (objectType === 'slot') {
    const [row] = await db
      .select({ id: deliverySlots.id })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'lead') {
    const [row] = await db
      .select({ id: sellerLeads.id })
      .from(sellerLeads)
      .where(eq(sellerLeads.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'ticket') {
    const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'user') {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'discount') {
    const [row] = await db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'banner') {
    const [row] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'collection') {
    const [row] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'known_location') {
    const [row] = await db
      .select({ id: knownLocations.id })
      .from(knownLocations)
      .where(eq(knownLocations.id, id));
    return row ? null : undefined;
  }
  if (objectType === 'maker') {
    const [row] = await db.select({ id: makers.id }).from(makers).where(eq(makers.id, id));
    return row?.id;
  }
  if (objectType === 'product') {
    const [row] = await db
      .select({ makerId: products.makerId })
      .from(products)
      .where(eq(products.id, id));
    return row?.makerId;
  }
  if (objectType === 'order') {
    const [row] = await db
      .select({ makerId: orders.makerId })
      .from(orders)
      .where(eq(orders.id, id));
    return row?.makerId;
  }
  const [row] = await db
    .select({ makerId: products.makerId })
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .where(eq(stockBatches.id, id));
  return row?.makerId;
}

export type AuditRow = typeof hubAuditLog.$inferInsert;

export async function insertAuditRow(tx: Executor, row: AuditRow) {
  await tx.insert(hubAuditLog).values(row);
}

/** An object's history, newest first. */
export function auditRowsOf(db: Db, objectType: HubObjectType, objectId: number, limit: number) {
  return db
    .select()
    .from(hubAuditLog)
    .where(and(eq(hubAuditLog.objectType, objectType), eq(hubAuditLog.objectId, objectId)))
    .orderBy(desc(hubAuditLog.id))
    .limit(limit);
}

/** Approved makers by store name; only one when the actor is a seller. */
export function approvedMakers(db: Db, makerId: number | null) {
  return db
    .select({ id: makers.id, storeName: makers.storeName })
    .from(makers)
    .where(and(eq(makers.isApproved, true), makerId === null ? undefined : eq(makers.id, makerId)))
    .orderBy(makers.storeName, makers.id);
}
