import { and, desc, eq } from 'drizzle-orm';
import type { HubObjectType } from '@makers-pantry/domain/hub';
import type { Db, Executor } from '../../../db/client';
import { hubAuditLog } from '../../../db/schema/hub';
import { findUserById } from '../../accounts/service';
import { locationRowById, serviceAreaById } from '../../addresses/service';
import { makerOfCatalogObject } from '../../catalog/service';
import { findSlot, templateExists } from '../../delivery/service';
import { codeById } from '../../discounts/service';
import { makerOfOrder } from '../../orders/service';
import { leadExists, ticketExists } from '../../support/service';

/** An object of the whole shop, which only ops read: null when it exists, undefined otherwise. */
const ofTheShop = (exists: boolean) => (exists ? null : undefined);

/**
 * The maker an object belongs to; null for an object of the whole shop (a delivery slot or its
 * template, a seller lead, a user, a code, a ticket, a banner, a collection, a known location, a
 * service area), which only ops read; undefined when there is no such object. Each owner answers
 * for its own objects.
 */
export async function makerOfObject(
  db: Db,
  objectType: HubObjectType,
  id: number,
): Promise<number | null | undefined> {
  switch (objectType) {
    case 'maker':
    case 'product':
    case 'batch':
    case 'banner':
    case 'collection':
      return makerOfCatalogObject(db, objectType, id);
    case 'order':
      return makerOfOrder(db, id);
    case 'slot':
      return ofTheShop((await findSlot(db, id)) !== undefined);
    case 'slot_template':
      return ofTheShop(await templateExists(db, id));
    case 'lead':
      return ofTheShop(await leadExists(db, id));
    case 'ticket':
      return ofTheShop(await ticketExists(db, id));
    case 'user':
      return ofTheShop((await findUserById(db, id)) !== undefined);
    case 'discount':
      return ofTheShop((await codeById(db, id)) !== undefined);
    case 'known_location':
      return ofTheShop((await locationRowById(db, id)).length > 0);
    case 'service_area':
      return ofTheShop((await serviceAreaById(db, id)) !== undefined);
  }
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
