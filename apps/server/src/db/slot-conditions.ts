import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PROMISED_MINUTES, QUICK_SLOT_TYPE } from '@makers-pantry/domain/delivery-time';
import { deliverySlots } from './schema/delivery';

/**
 * A delivery slot that takes orders at `now`: active, before its cutoff, with a place left; a quick
 * slot only while it can deliver now, that is while an order placed now arrives inside its window
 * (the calendar keeps a day of hourly quick windows: tomorrow's or this evening's are not 'now').
 * Written once for the product cards' earliest slot (catalog), and for delivery options and
 * booking a place (delivery). A slot already read is held to the same rule in memory by
 * `slotOpenFor` (modules/delivery/slot-rules.ts).
 */
export const takesOrders = (now: SQL) =>
  sql`(${deliverySlots.isActive} AND ${deliverySlots.cutoffAt} > ${now}
    AND ${deliverySlots.booked} < ${deliverySlots.capacity}
    AND (${deliverySlots.type} <> ${QUICK_SLOT_TYPE}
      OR ${deliverySlots.startAt} <= ${now}
        + make_interval(mins => coalesce(${deliverySlots.promisedDeliveryTime}, ${DEFAULT_PROMISED_MINUTES}))))`;

/** An instant as a bound timestamptz, for `takesOrders`. */
export const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;
