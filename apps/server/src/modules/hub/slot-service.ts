import { and, asc, eq, sql } from 'drizzle-orm';
import {
  istTime,
  isQuick,
  isQuickTemplate,
  promisedMinutes,
  podAllowedFor,
  takesOrders,
} from '@makers-pantry/domain/delivery-time';
import {
  SLOT_KIND_NAMES,
  WEEKDAY_NAMES,
  clockToMinute,
  minuteToClock,
  templateProblem,
  type HubSlot,
  type HubSlotDay,
  type HubSlotTemplate,
  type SlotCutoff,
  type SlotEdit,
  type SlotTemplateCreate,
  type SlotTemplateEdit,
} from '@makers-pantry/domain/hub-slots';
import { paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { AppContext } from '../../context';
import { deliverySlots, slotTemplates } from '../../db/schema/delivery';
import { AppError, badRequest, notFound } from '../../http/errors';
import { checkVersion, nextVersion, updatedOnVersion } from '../../http/versions';
import { liveOrdersOfSlot, moveSlotOrdersTo, slotMoveTargets } from '../orders/service';
import { recordChange } from './audit-log';
import type { HubActor } from './hub-actor';
import { recordOrderChange } from './order-moves';

/** Slot templates and one day's slots in the hub (issue 26 section 1, decision 035). */

type TemplateRow = typeof slotTemplates.$inferSelect;
type SlotRow = typeof deliverySlots.$inferSelect;

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

function hubTemplate(row: TemplateRow): HubSlotTemplate {
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
const auditFields = (row: TemplateRow) => {
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

export async function templateList(context: AppContext) {
  const rows = await context.db
    .select()
    .from(slotTemplates)
    .orderBy(asc(slotTemplates.weekday), asc(slotTemplates.startMinute), asc(slotTemplates.id));
  return { templates: rows.map(hubTemplate) };
}

export async function createTemplate(
  context: AppContext,
  actor: HubActor,
  body: SlotTemplateCreate,
): Promise<HubSlotTemplate> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(slotTemplates)
      .values({ ...(templateColumns(body) as typeof slotTemplates.$inferInsert), updatedAt: now })
      .returning();
    await recordChange(tx, actor, now, {
      objectType: 'slot_template',
      objectId: row!.id,
      action: 'created',
      before: null,
      after: auditFields(row!),
    });
    return hubTemplate(row!);
  });
}

/**
 * Edits a template on the version it was read at (409 STALE_VERSION on an older one). Only slots
 * made after the edit follow it: days already made are edited on their own.
 */
export async function editTemplate(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: SlotTemplateEdit,
): Promise<HubSlotTemplate> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
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
    const row = updatedOnVersion(updated);
    await recordChange(tx, actor, now, {
      objectType: 'slot_template',
      objectId: id,
      action: 'edited',
      before: auditFields(current),
      after: auditFields(row),
    });
    return hubTemplate(row);
  });
}

function hubSlot(row: SlotRow): HubSlot {
  const quick = isQuick(row);
  return {
    id: row.id,
    date: row.date,
    type: row.type,
    startDatetime: row.startAt.toISOString(),
    endDatetime: row.endAt.toISOString(),
    cutoffDatetime: row.cutoffAt.toISOString(),
    label: `${istTime(row.startAt)} to ${istTime(row.endAt)}`,
    capacity: row.capacity,
    booked: row.booked,
    isClosed: !row.isActive,
    isPodAllowed: row.isPodAllowed,
    serviceablePolygon: row.serviceablePolygon,
    deliveryFee: quick ? paiseToRupees(row.deliveryFeePaise) : 0,
    freeDeliveryAmount: quick ? paiseToRupees(row.freeDeliveryAmountPaise) : 0,
    templateId: row.templateId,
    version: row.version,
  };
}

/**
 * One day's slots with what is booked: the scheduled windows one by one, and quick delivery as
 * one entry per area (the slot taking orders now, else the next), not its list of hours.
 */
export async function slotDay(context: AppContext, date: string): Promise<HubSlotDay> {
  const now = context.now();
  const rows = await context.db
    .select()
    .from(deliverySlots)
    .where(eq(deliverySlots.date, date))
    .orderBy(asc(deliverySlots.startAt), asc(deliverySlots.id));
  const quickRows = rows.filter((row) => isQuick(row));
  const areas = [...new Set(quickRows.map((row) => row.serviceablePolygon))].sort((a, b) => a - b);
  return {
    date,
    slots: rows.filter((row) => !isQuick(row)).map(hubSlot),
    quick: areas.map((polygon) => {
      const hours = quickRows.filter((row) => row.serviceablePolygon === polygon);
      const open = hours.find((row) => takesOrders(row, now)) ?? null;
      const next = open
        ? null
        : (hours.find(
            (row) =>
              row.isActive && row.startAt.getTime() > now.getTime() && row.booked < row.capacity,
          ) ?? null);
      const promised = promisedMinutes((open ?? next)?.promisedDeliveryTime);
      return {
        serviceablePolygon: polygon,
        text: open
          ? `Get it in ${promised} mins`
          : next
            ? `Opens at ${istTime(next.startAt)}`
            : 'Closed',
        open: open && hubSlot(open),
        next: next && hubSlot(next),
        hours:
          hours.length > 0
            ? { from: istTime(hours[0]!.startAt), to: istTime(hours.at(-1)!.endAt) }
            : null,
        booked: hours.reduce((sum, row) => sum + row.booked, 0),
      };
    }),
  };
}

const slotAuditFields = (row: SlotRow) => ({
  capacity: row.capacity,
  isClosed: !row.isActive,
  booked: row.booked,
});

/**
 * Edits one day's slot. The capacity never goes below what is booked: the guard is in the UPDATE,
 * so a customer booking the last place at the same moment either gets in first (and the edit
 * answers 409) or finds the slot full. Closing a slot with orders needs `orders`: `keep` leaves
 * them to be delivered in it; `move` moves those not yet out for delivery to `moveTo`, each with a
 * history entry and the note the customer sees on My Orders.
 */
export async function editSlot(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: SlotEdit,
): Promise<{ slot: HubSlot; movedOrders: number[] }> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, id))
      .for('update');
    if (!current) throw notFound('This slot');
    checkVersion(current, edit.version);
    // Both changes of one edit move the version once.
    const version = current.version + 1;
    let row = current;
    let movedOrders: number[] = [];
    if (edit.capacity !== undefined && edit.capacity !== current.capacity) {
      const [changed] = await tx
        .update(deliverySlots)
        .set({ capacity: edit.capacity, version })
        .where(and(eq(deliverySlots.id, id), sql`${deliverySlots.booked} <= ${edit.capacity}`))
        .returning();
      if (!changed) throw belowBooked(current.booked);
      row = changed;
    }
    if (edit.isClosed !== undefined && edit.isClosed === current.isActive) {
      if (edit.isClosed) {
        const live = await liveOrdersOfSlot(tx, id);
        if (live.length > 0 && !edit.orders) throw hasOrders(live.length);
        if (live.length > 0 && edit.orders === 'move')
          movedOrders = await moveSlotOrdersTo(
            tx,
            {
              from: row,
              toId: edit.moveTo!,
              reason: edit.reason!,
              opsUserId: actor.userId,
              record: recordOrderChange(actor),
            },
            now,
          );
      }
      const [changed] = await tx
        .update(deliverySlots)
        .set({ isActive: !edit.isClosed, version })
        .where(eq(deliverySlots.id, id))
        .returning();
      row = changed!;
    }
    await recordChange(tx, actor, now, {
      objectType: 'slot',
      objectId: id,
      action: edit.isClosed === true && current.isActive ? 'closed' : 'edited',
      before: slotAuditFields(current),
      after: {
        ...slotAuditFields(row),
        ...(edit.orders ? { orders: edit.orders } : {}),
        ...(movedOrders.length > 0
          ? { movedTo: edit.moveTo, movedOrders, reason: edit.reason }
          : {}),
      },
    });
    return { slot: hubSlot(row), movedOrders };
  });
}

const belowBooked = (booked: number) =>
  new AppError(
    'SLOT_BELOW_BOOKED',
    `This slot already has ${booked} ${booked === 1 ? 'order' : 'orders'}: its capacity cannot go below ${booked}.`,
  );

const hasOrders = (count: number) =>
  new AppError(
    'SLOT_HAS_ORDERS',
    `This slot has ${count} ${count === 1 ? 'order' : 'orders'}. Choose whether to keep them in it or move them to another slot.`,
  );

/** The slots a slot's orders could all move to now (issue 38 §1): the hub's 'Move to' list. */
export async function moveTargets(context: AppContext, id: number): Promise<{ slots: HubSlot[] }> {
  const [from] = await context.db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
  if (!from) throw notFound('This slot');
  const targets = await slotMoveTargets(context.db, from, context.now());
  return { slots: targets.map(hubSlot) };
}
