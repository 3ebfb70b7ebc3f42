import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../db/client';

/** The orders a day's takings count: placed and not cancelled. */
const LIVE = [
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
];

// A type, not an interface: drizzle's execute<T> wants an indexable record.
type Tally = {
  slotId: number;
  status: number;
  orders: number;
  prepaidPaise: number;
  payOnDeliveryPaise: number;
};

/**
 * Each slot's tallies two ways: as the triggers on orders keep them (slot_order_tallies, decision
 * 075) and as counted from the orders and their payments, the rule written here with the shop's
 * own names (live orders: confirmed to delivered; pay on delivery: PAYMENT_METHOD.POD), so the
 * numbers the trigger's SQL writes are held to them.
 */
export async function expectKeptTalliesTrue(db: Executor) {
  const live = sql.join(
    LIVE.map((status) => sql`${status}`),
    sql`, `,
  );
  const kept = await db.execute<Tally>(sql`
    SELECT slot_id AS "slotId", status, orders, prepaid_paise::int AS "prepaidPaise",
      pay_on_delivery_paise::int AS "payOnDeliveryPaise"
    FROM slot_order_tallies WHERE orders <> 0 ORDER BY slot_id, status`);
  const counted = await db.execute<Tally>(sql`
    SELECT o.slot_id AS "slotId", o.status, count(*)::int AS orders,
      coalesce(sum(o.net_paise) FILTER (
        WHERE o.status IN (${live}) AND p.method <> ${PAYMENT_METHOD.POD}), 0)::int AS "prepaidPaise",
      coalesce(sum(o.net_paise) FILTER (
        WHERE o.status IN (${live}) AND p.method = ${PAYMENT_METHOD.POD}), 0)::int AS "payOnDeliveryPaise"
    FROM orders o JOIN payments p ON p.id = o.payment_id
    GROUP BY o.slot_id, o.status ORDER BY o.slot_id, o.status`);
  expect(kept.rows).toEqual(counted.rows);
  return counted.rows.length;
}
