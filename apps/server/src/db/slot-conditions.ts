import { sql, type SQL } from 'drizzle-orm';
import { deliverySlots } from './schema/delivery';

/**
 * A delivery slot that takes orders at `now`: active, before its cutoff, with a place left.
 * Written once for the product cards' earliest slot (catalog), and for delivery options and
 * booking a place (delivery), which may not import each other (DESIGN.md 4.8). A slot already
 * read is held to the same rule in memory by `slotOpenFor` (modules/delivery/slot-rules.ts).
 */
export const takesOrders = (now: SQL) =>
  sql`(${deliverySlots.isActive} AND ${deliverySlots.cutoffAt} > ${now}
    AND ${deliverySlots.booked} < ${deliverySlots.capacity})`;

/** An instant as a bound timestamptz, for `takesOrders`. */
export const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;
