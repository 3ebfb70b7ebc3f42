import { and, asc, eq } from 'drizzle-orm';
import {
  isQuickTemplate,
  podAllowedFor,
  promisedMinutes,
} from '@makers-pantry/domain/delivery-time';
import {
  SLOT_KIND_NAMES,
  WEEKDAY_NAMES,
  clockToMinute,
  minuteToClock,
  templateProblem,
  type HubSlotTemplate,
  type SlotCutoff,
  type SlotTemplateCreate,
  type SlotTemplateEdit,
} from '@makers-pantry/domain/hub-slots';
import { paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { Executor } from '../../db/client';
import { slotTemplates } from '../../db/schema/delivery';
import { badRequest, notFound } from '../../http/errors';
import { checkVersion, nextVersion, updatedOnVersion } from '../../http/versions';

/**
 * The week's slot templates as ops change them (decision 035): read, created and edited on their
 * version in the caller's transaction, which also keeps the hub's record of the change.
 */

export type TemplateRow = typeof slotTemplates.$inferSelect;

const cutoffOf = (row: TemplateRow): SlotCutoff | null => {
  if (isQuickTemplate(row) || row.cutoffRule === null) return null;
  return row.cutoffRule === 'day_before_at'
    ? { rule: 'dayBeforeAt', time: minuteToClock(row.cutoffMinutes ?? 0) }
    : { rule: 'hoursBeforeStart', hours: Math.round((row.cutoffMinutes ?? 0) / 60) };
};

const cutoffText = (kind: string, cutoff: SlotCutoff | null, promised: number | null) => {
  if (isQuickTemplate({ kind }) || !cutoff)
    return `Each hour takes orders until ${promisedMinutes(promised)} minutes before it ends`;
  return cutoff.rule === 'dayBeforeAt'
    ? `The day before at ${cutoff.time}`
    : `${cutoff.hours} hours before start`;
};

/** A template as the hub shows it. */
export function hubTemplate(row: TemplateRow): HubSlotTemplate {
  const cutoff = cutoffOf(row);
  return {
    id: row.id,
    version: row.version,
    weekday: row.weekday,
    weekdayName: WEEKDAY_NAMES[row.weekday] ?? '',
    kind: row.kind,
    kindName: SLOT_KIND_NAMES[row.kind],
    start: minuteToClock(row.startMinute),
    end: minuteToClock(row.endMinute),
    capacity: row.capacity,
    cutoff,
    cutoffText: cutoffText(row.kind, cutoff, row.promisedMinutes),
    promisedMinutes: isQuickTemplate(row) ? promisedMinutes(row.promisedMinutes) : null,
    deliveryFee: paiseToRupees(row.deliveryFeePaise),
    freeDeliveryAmount: paiseToRupees(row.freeDeliveryAmountPaise),
    isPodAllowed: podAllowedFor(row.kind, row.isPodAllowed),
    serviceablePolygon: row.serviceablePolygon,
    daysAhead: row.daysAhead,
    isActive: row.isActive,
  };
}

/** What the audit log keeps of a template: the fields as ops see them. */
export const templateAuditFields = (row: TemplateRow) => {
  const { weekdayName: _w, kindName: _k, cutoffText: _c, ...fields } = hubTemplate(row);
  return fields;
};

/** The columns a template's API fields are stored in. */
function templateColumns(t: Partial<SlotTemplateCreate>) {
  const columns: Partial<typeof slotTemplates.$inferInsert> = {};
  if (t.weekday !== undefined) columns.weekday = t.weekday;
  if (t.kind !== undefined) columns.kind = t.kind;
  if (t.start !== undefined) columns.startMinute = clockToMinute(t.start);
  if (t.end !== undefined) columns.endMinute = clockToMinute(t.end);
  if (t.capacity !== undefined) columns.capacity = t.capacity;
  if (t.cutoff !== undefined) {
    columns.cutoffRule =
      t.cutoff === null
        ? null
        : t.cutoff.rule === 'dayBeforeAt'
          ? 'day_before_at'
          : 'hours_before_start';
    columns.cutoffMinutes =
      t.cutoff === null
        ? null
        : t.cutoff.rule === 'dayBeforeAt'
          ? clockToMinute(t.cutoff.time)
          : t.cutoff.hours * 60;
  }
  if (t.promisedMinutes !== undefined) columns.promisedMinutes = t.promisedMinutes;
  if (t.deliveryFee !== undefined) columns.deliveryFeePaise = rupeesToPaise(t.deliveryFee);
  if (t.freeDeliveryAmount !== undefined)
    columns.freeDeliveryAmountPaise = rupeesToPaise(t.freeDeliveryAmount);
  if (t.isPodAllowed !== undefined) columns.isPodAllowed = t.isPodAllowed;
  if (t.serviceablePolygon !== undefined) columns.serviceablePolygon = t.serviceablePolygon;
  if (t.daysAhead !== undefined) columns.daysAhead = t.daysAhead;
  if (t.isActive !== undefined) columns.isActive = t.isActive;
  return columns;
}

/** Every template, by weekday and start. */
export function templateRows(db: Executor): Promise<TemplateRow[]> {
  return db
    .select()
    .from(slotTemplates)
    .orderBy(asc(slotTemplates.weekday), asc(slotTemplates.startMinute), asc(slotTemplates.id));
}

export async function createTemplateRow(
  tx: Executor,
  body: SlotTemplateCreate,
  now: Date,
): Promise<TemplateRow> {
  const [row] = await tx
    .insert(slotTemplates)
    .values({ ...(templateColumns(body) as typeof slotTemplates.$inferInsert), updatedAt: now })
    .returning();
  return row!;
}

/**
 * Edits a template on the version it was read at (409 STALE_VERSION on an older one). Only slots
 * made after the edit follow it: days already made are edited on their own.
 */
export async function editTemplateRow(
  tx: Executor,
  id: number,
  edit: SlotTemplateEdit,
  now: Date,
): Promise<{ before: TemplateRow; after: TemplateRow }> {
  const [current] = await tx
    .select()
    .from(slotTemplates)
    .where(eq(slotTemplates.id, id))
    .for('update');
  if (!current) throw notFound('This slot template');
  checkVersion(current, edit.version);
  const { version: _version, ...fields } = edit;
  const was = hubTemplate(current);
  const kind = fields.kind ?? was.kind;
  const merged = {
    kind,
    start: fields.start ?? was.start,
    end: fields.end ?? was.end,
    // A template turned quick drops its cut-off rule; one turned scheduled needs one.
    cutoff:
      fields.cutoff !== undefined ? fields.cutoff : isQuickTemplate({ kind }) ? null : was.cutoff,
  };
  const problem = templateProblem(merged);
  if (problem) throw badRequest('VALIDATION_FAILED', problem);
  const [updated] = await tx
    .update(slotTemplates)
    .set({
      ...templateColumns({ ...fields, cutoff: merged.cutoff }),
      version: nextVersion(slotTemplates.version),
      updatedAt: now,
    })
    .where(and(eq(slotTemplates.id, id), eq(slotTemplates.version, edit.version)))
    .returning();
  return { before: current, after: updatedOnVersion(updated) };
}
