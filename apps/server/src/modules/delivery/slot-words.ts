import { asc, inArray } from 'drizzle-orm';
import { isQuick, istTime, promisedMinutes } from '@makers-pantry/domain/delivery-time';
import type { Executor } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A slot as a message names it: with its date, never 'Tomorrow' (a message held overnight would
 * then name the wrong day). 'Sat 29 Nov, 8 AM - 11 AM'; a quick slot: 'within 30 min'.
 */
export function slotText(slot: {
  date: string;
  startAt: Date;
  endAt: Date;
  type: number;
  promisedDeliveryTime: number | null;
}): string {
  if (isQuick(slot)) return `within ${promisedMinutes(slot.promisedDeliveryTime)} min`;
  const day = new Date(`${slot.date}T00:00:00Z`);
  const date = `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return `${date}, ${istTime(slot.startAt)} - ${istTime(slot.endAt)}`;
}

/** The slots of the ids given as messages name them, soonest first, in one statement. */
export async function slotWordsOf(db: Executor, slotIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return [];
  const slots = await db
    .select({
      date: deliverySlots.date,
      startAt: deliverySlots.startAt,
      endAt: deliverySlots.endAt,
      type: deliverySlots.type,
      promisedDeliveryTime: deliverySlots.promisedDeliveryTime,
    })
    .from(deliverySlots)
    .where(inArray(deliverySlots.id, ids))
    .orderBy(asc(deliverySlots.startAt));
  return slots.map(slotText);
}
