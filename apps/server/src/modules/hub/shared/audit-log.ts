import type { AuditActorRole, HubAuditEntry, HubObjectType } from '@makers-pantry/domain/hub';
import type { AppContext } from '../../../context';
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

/** A change the owning module made to one row: the row before (null when created) and after (null when deleted). */
export interface RowChange<Row> {
  before: Row | null;
  after: Row | null;
}

/** How the log keeps a row's change: the object's type, the action, and the row's fields it keeps. */
export interface RowRecord<Row, Done> {
  objectType: HubObjectType;
  action: string | ((done: Done) => string);
  fields: (row: Row) => Fields;
  /** More the row after keeps beside its fields, e.g. why ops approved over a check. */
  noted?: ((done: Done) => Fields) | undefined;
}

/** Writes the audit row of one row's change, inside the caller's transaction (recordChange). */
export function recordRowChange<Row extends { id: number }, Done extends RowChange<Row>>(
  tx: Executor,
  actor: AuditActor,
  at: Date,
  record: RowRecord<Row, NoInfer<Done>>,
  done: Done,
) {
  return recordChange(tx, actor, at, {
    objectType: record.objectType,
    objectId: (done.after ?? done.before)!.id,
    action: typeof record.action === 'string' ? record.action : record.action(done),
    before: done.before && record.fields(done.before),
    after: done.after && { ...record.fields(done.after), ...record.noted?.(done) },
  });
}

/**
 * The hub's way to change one object the owning module keeps: the owner's change and its audit
 * row in one transaction, at one time, so both commit or neither does. Answers the change.
 */
export function changeWithRecord<Row extends { id: number }, Done extends RowChange<Row>>(
  context: AppContext,
  actor: AuditActor,
  record: RowRecord<Row, NoInfer<Done>>,
  change: (tx: Executor, now: Date) => Promise<Done>,
): Promise<Done> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const done = await change(tx, now);
    await recordRowChange(tx, actor, now, record, done);
    return done;
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
