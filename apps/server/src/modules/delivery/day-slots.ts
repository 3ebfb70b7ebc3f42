import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import {
  istTime,
  isQuick,
  promisedMinutes,
  takesOrders,
} from '@makers-pantry/domain/delivery-time';
import type { HubSlot, HubSlotDay, SlotEdit } from '@makers-pantry/domain/hub-slots';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { Executor } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import { AppError, notFound } from '../../http/errors';
import { checkVersion } from '../../http/versions';

/**
 * One day's slots as ops see and change them (issue 26 section 1, decision 035): the day's list,
 * the capacity, closing and opening again, and the places orders hold when they move between
 * slots. Writes happen in the caller's transaction, which also keeps the hub's record.
 */

/** A delivery slot's stored row. */
export type DaySlot = typeof deliverySlots.$inferSelect;

/** A slot as the hub shows it. */
export function hubSlot(row: DaySlot): HubSlot {
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

/** What the audit log keeps of a slot. */
export const slotAuditFields = (row: DaySlot) => ({
  capacity: row.capacity,
  isClosed: !row.isActive,
  booked: row.booked,
});

/**
 * One day's slots with what is booked: the scheduled windows one by one, and quick delivery as
 * one entry per area (the slot taking orders now, else the next), not its list of hours.
 */
export async function slotDay(db: Executor, date: string, now: Date): Promise<HubSlotDay> {
  const rows = await db
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

/** One slot as stored, or undefined. */
export async function findSlot(db: Executor, id: number): Promise<DaySlot | undefined> {
  const [row] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
  return row;
}

/** One slot, locked for the caller's transaction, or undefined. */
export async function lockSlot(tx: Executor, id: number): Promise<DaySlot | undefined> {
  const [row] = await tx.select().from(deliverySlots).where(eq(deliverySlots.id, id)).for('update');
  return row;
}

/**
 * The open slots an order of `from` could move to at `now`, soonest first: another slot, on its
 * day or later, not yet started. The rules of a move (the same sort, room, reach, pay on delivery)
 * narrow these further.
 */
export function openSlotsFrom(db: Executor, from: DaySlot, now: Date): Promise<DaySlot[]> {
  return db
    .select()
    .from(deliverySlots)
    .where(
      and(
        ne(deliverySlots.id, from.id),
        eq(deliverySlots.isActive, true),
        gte(deliverySlots.date, from.date),
        sql`${deliverySlots.startAt} > ${now}`,
      ),
    )
    .orderBy(asc(deliverySlots.startAt), asc(deliverySlots.id));
}

/** `count` orders moved from one slot to another take their places with them. */
export async function moveSlotPlaces(
  tx: Executor,
  fromId: number,
  toId: number,
  count: number,
): Promise<void> {
  await tx
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} + ${count}` })
    .where(eq(deliverySlots.id, toId));
  await tx
    .update(deliverySlots)
    .set({ booked: sql`greatest(${deliverySlots.booked} - ${count}, 0)` })
    .where(eq(deliverySlots.id, fromId));
}

/**
 * What closing a slot must ask of its orders: orders' own, handed in by the caller (delivery does
 * not import orders, which books its places).
 */
export interface SlotOrders {
  /** How many of the slot's orders are still to be delivered (locked: the slot is, before them). */
  live(tx: Executor, slot: DaySlot): Promise<number>;
  /** Moves them to slot `toId`, answering their ids, or refuses (409 SLOT_MOVE_NOT_POSSIBLE). */
  moveTo(tx: Executor, from: DaySlot, toId: number): Promise<number[]>;
}

/**
 * Edits one day's slot. The capacity never goes below what is booked: the guard is in the UPDATE,
 * so a customer booking the last place at the same moment either gets in first (and the edit
 * answers 409) or finds the slot full. Closing a slot with orders needs `orders`: `keep` leaves
 * them to be delivered in it; `move` moves those not yet out for delivery to `moveTo`.
 */
export async function editDaySlot(
  tx: Executor,
  id: number,
  edit: SlotEdit,
  slotOrders: SlotOrders,
): Promise<{ before: DaySlot; after: DaySlot; movedOrders: number[] }> {
  const current = await lockSlot(tx, id);
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
      const live = await slotOrders.live(tx, row);
      if (live > 0 && !edit.orders) throw hasOrders(live);
      if (live > 0 && edit.orders === 'move')
        movedOrders = await slotOrders.moveTo(tx, row, edit.moveTo!);
    }
    const [changed] = await tx
      .update(deliverySlots)
      .set({ isActive: !edit.isClosed, version })
      .where(eq(deliverySlots.id, id))
      .returning();
    row = changed!;
  }
  return { before: current, after: row, movedOrders };
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
