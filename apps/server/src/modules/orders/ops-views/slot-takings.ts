import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { slotOrderTallies } from '../../../db/schema/orders';

/**
 * Per slot and state, its orders (the orders board's counts of a day: every order of the slot, no
 * filter) and what the live ones are worth (each order's share of what the customer pays, after
 * discount and credit, with the fee), split by how they pay: ahead, or on delivery. Read from the
 * tallies the triggers on orders keep (slot_order_tallies, decision 075): counting a 5,000-order
 * day's orders with their payments took Today 8 ms of PostgreSQL's time a request, idle.
 */
export function slotTallies(db: Db, slotIds: number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      slotId: slotOrderTallies.slotId,
      status: slotOrderTallies.status,
      all: slotOrderTallies.orders,
      prepaidPaise: slotOrderTallies.prepaidPaise,
      payOnDeliveryPaise: slotOrderTallies.payOnDeliveryPaise,
    })
    .from(slotOrderTallies)
    .where(and(inArray(slotOrderTallies.slotId, slotIds), ne(slotOrderTallies.orders, 0)));
}
