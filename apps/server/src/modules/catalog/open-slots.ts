import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import type { OpenSlot } from './delivery-slot';

/**
 * Slots still taking orders at `now`, earliest first. There are only a few days of slots, so one
 * small read per request is cheaper than keeping them fresh in memory, and the earliest slot of
 * every product on a page is then worked out from this list without further queries.
 */
export function loadOpenSlots(db: Db, now: Date): Promise<OpenSlot[]> {
  return db
    .select({
      id: deliverySlots.id,
      type: deliverySlots.type,
      date: deliverySlots.date,
      startAt: deliverySlots.startAt,
      endAt: deliverySlots.endAt,
      promisedDeliveryTime: deliverySlots.promisedDeliveryTime,
    })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.isActive, true),
        gt(deliverySlots.cutoffAt, now),
        lt(deliverySlots.booked, deliverySlots.capacity),
      ),
    )
    .orderBy(asc(deliverySlots.startAt), asc(deliverySlots.id))
    .limit(1000);
}
