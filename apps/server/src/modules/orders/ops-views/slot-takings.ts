import { sql, type SQL } from 'drizzle-orm';
import { slotOrderTallies } from '../../../db/schema/orders';
import { slotWindows } from '../../delivery/service';

/** One slot's orders in one state, as `dayTalliesFigure` holds them. */
export interface SlotTally {
  slotId: number;
  status: number;
  /** Every order of the slot in this state (the orders board's count: no filter). */
  all: number;
  prepaidPaise: number;
  payOnDeliveryPaise: number;
}

/**
 * Per slot of a day (`date`, a placeholder) and state, its orders (the orders board's counts of a
 * day: every order of the slot, no filter) and what the live ones are worth (each order's share of
 * what the customer pays, after discount and credit, with the fee), split by how they pay: ahead,
 * or on delivery. Read from the tallies the triggers on orders keep (slot_order_tallies, decision
 * 075): counting a 5,000-order day's orders with their payments took Today 8 ms of PostgreSQL's
 * time a request, idle. One JSON array for Today's one statement (decision 080); the day's slots
 * are delivery's `slotWindows`.
 */
export const dayTalliesFigure = (date: SQL) => sql<SlotTally[]>`coalesce((
  SELECT json_agg(json_build_object('slotId', ${slotOrderTallies.slotId},
      'status', ${slotOrderTallies.status}, 'all', ${slotOrderTallies.orders},
      'prepaidPaise', ${slotOrderTallies.prepaidPaise},
      'payOnDeliveryPaise', ${slotOrderTallies.payOnDeliveryPaise})
    ORDER BY ${slotOrderTallies.slotId}, ${slotOrderTallies.status})
  FROM ${slotOrderTallies} JOIN ${slotWindows} ON ${slotWindows.id} = ${slotOrderTallies.slotId}
  WHERE ${slotWindows.date} = ${date} AND ${slotOrderTallies.orders} <> 0), '[]'::json)`;
