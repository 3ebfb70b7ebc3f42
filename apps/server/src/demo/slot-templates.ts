import { DEFAULT_PROMISED_MINUTES, podAllowedFor } from '@makers-pantry/domain/delivery-time';
import type { Executor } from '../db/client';
import { slotTemplates } from '../db/schema/delivery';

/** The IST hours quick delivery runs: hourly windows from `first` until `last` (0-24). */
export interface QuickHours {
  first: number;
  last: number;
}
/** Quick delivery runs hourly windows from 07:00 to 22:00 IST (QUICK_DELIVERY_HOURS). */
export const QUICK_HOURS: QuickHours = { first: 7, last: 22 };

type NewTemplate = typeof slotTemplates.$inferInsert;

/**
 * The shop's week (decision 035), the same each day: the silent morning 6-8 (prepaid only), 8-11
 * and 5-8 PM, each closing 10 hours before it starts, 60 orders, free, across the big areas, made
 * three days ahead; and quick delivery in `quickHours`, hourly slots of 15 orders, Rs 25 under
 * Rs 199, in the small areas, today and tomorrow. Migration 0024 writes the same rows (for 7-22)
 * into a database that had none.
 */
export function standardSlotTemplates(quickHours: QuickHours = QUICK_HOURS): NewTemplate[] {
  const scheduled = (startHour: number, endHour: number, kind: 'scheduled' | 'morning') => ({
    kind,
    startMinute: startHour * 60,
    endMinute: endHour * 60,
    capacity: 60,
    cutoffRule: 'hours_before_start' as const,
    cutoffMinutes: 10 * 60,
    isPodAllowed: podAllowedFor(kind, true),
    serviceablePolygon: 300,
    daysAhead: 3,
  });
  const day = [
    scheduled(6, 8, 'morning'),
    {
      kind: 'quick' as const,
      startMinute: quickHours.first * 60,
      endMinute: quickHours.last * 60,
      capacity: 15,
      promisedMinutes: DEFAULT_PROMISED_MINUTES,
      deliveryFeePaise: 2500,
      freeDeliveryAmountPaise: 19900,
      serviceablePolygon: 100,
      daysAhead: 1,
    },
    scheduled(8, 11, 'scheduled'),
    scheduled(17, 20, 'scheduled'),
  ];
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => day.map((window) => ({ ...window, weekday })));
}

/** The demo seed's templates: the shop's week, in place of whatever templates there were. */
export async function seedSlotTemplates(db: Executor, quickHours?: QuickHours): Promise<number> {
  await db.delete(slotTemplates);
  const rows = standardSlotTemplates(quickHours);
  await db.insert(slotTemplates).values(rows);
  return rows.length;
}
