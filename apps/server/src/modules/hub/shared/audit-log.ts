import type { AuditActorRole, HubAuditEntry, HubObjectType } from '@makers-pantry/domain/hub';
import type { Db, Executor } from '../../../db/client';
import { auditRowsOf, insertAuditRow } from './queries';

/** How much of an object's history its page shows. */
const HISTORY_SHOWN = 200;

type Fields = Record<string, unknown>;

/** Who a change is recorded under: a hub user, or the shop itself. */
export interface AuditActor {
  userId: number | null;
  name: string;
  role: AuditActorRole;
}

/** Changes nobody made by hand (a batch expiring at its best-before). */
export const THE_SHOP: AuditActor = { userId: null, name: 'Makers Pantry', role: 'system' };

export interface Change {
  objectType: HubObjectType;
  objectId: number;
  action: string;
  /** The object's fields before the change; null for a creation. */
  before: Fields | null;
  /** Its fields after; null for a deletion. */
  after: Fields | null;
}

/**
 * Writes one audit row, inside the caller's transaction, so a change and its record commit or
 * roll back together. An edit keeps only the fields that changed (and never the version, which
 * every edit moves).
 */
export async function recordChange(tx: Executor, actor: AuditActor, at: Date, change: Change) {
  const { before, after } = changedFields(change.before, change.after);
  await insertAuditRow(tx, {
    at,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    objectType: change.objectType,
    objectId: change.objectId,
    action: change.action,
    before,
    after,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changedFields(before: Fields | null, after: Fields | null) {
  const plain = (fields: Fields | null) =>
    fields && Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'version'));
  if (!before || !after) return { before: plain(before), after: plain(after) };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'version' && !same(before[key], after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

export async function historyOf(
  db: Db,
  objectType: HubObjectType,
  objectId: number,
): Promise<HubAuditEntry[]> {
  const rows = await auditRowsOf(db, objectType, objectId, HISTORY_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorUserId, name: row.actorName, role: row.actorRole },
    action: row.action,
    before: row.before,
    after: row.after,
  }));
}
