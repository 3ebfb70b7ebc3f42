import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import { instant, takesOrders } from '../../db/slot-conditions';
import type { SlotRow } from './slot-row';

/** The slot columns `deliverySlotView` reads; other modules join them through the service. */
export const slotColumns = {
  id: deliverySlots.id,
  date: deliverySlots.date,
  startAt: deliverySlots.startAt,
  endAt: deliverySlots.endAt,
  type: deliverySlots.type,
  promisedDeliveryTime: deliverySlots.promisedDeliveryTime,
  capacity: deliverySlots.capacity,
  booked: deliverySlots.booked,
  cutoffAt: deliverySlots.cutoffAt,
  isPodAllowed: deliverySlots.isPodAllowed,
  deliveryFeePaise: deliverySlots.deliveryFeePaise,
  freeDeliveryAmountPaise: deliverySlots.freeDeliveryAmountPaise,
  serviceablePolygon: deliverySlots.serviceablePolygon,
};

/** Every slot taking orders at `now`, soonest first. */
export function slotsTakingOrders(db: Executor, now: Date) {
  return db
    .select()
    .from(deliverySlots)
    .where(takesOrders(instant(now)))
    .orderBy(asc(deliverySlots.startAt), asc(deliverySlots.id));
}

/** The slots an order names, locked in id order so concurrent orders queue instead of deadlocking. */
export function lockSlots(db: Executor, ids: readonly number[]): Promise<SlotRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(slotColumns)
    .from(deliverySlots)
    .where(and(inArray(deliverySlots.id, [...ids]), eq(deliverySlots.isActive, true)))
    .orderBy(asc(deliverySlots.id))
    .for('update');
}

/**
 * Takes one place in the slot if it still has room and still takes orders; answers whether it did.
 * The guard is in the UPDATE itself, so capacity holds whatever the number of buyers.
 */
export async function bookSlotPlace(db: Executor, id: number, now: Date): Promise<boolean> {
  const booked = await db
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} + 1` })
    .where(and(eq(deliverySlots.id, id), takesOrders(instant(now))))
    .returning({ id: deliverySlots.id });
  return booked.length === 1;
}

/** Gives a place back (a cancelled order or an expired payment hold). */
export async function releaseSlotPlace(db: Executor, id: number): Promise<void> {
  await db
    .update(deliverySlots)
    .set({ booked: sql`greatest(${deliverySlots.booked} - 1, 0)` })
    .where(eq(deliverySlots.id, id));
}
