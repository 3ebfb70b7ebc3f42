import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { IST_OFFSET_MS, istDate } from '@makers-pantry/domain/delivery-time';
import type { Db } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/orders';
import type { Job } from '../../../jobs';
import { queueMakerMessage } from '../../catalog/service';
import { slotWindows } from '../../delivery/service';

/** The evening message goes out from 19:00 IST, when most of the next day's orders are in. */
const EVENING_FROM_MINUTE = 19 * 60;
const DAY_MS = 24 * 60 * 60_000;
/** A message names a few products; the hub's pick list has them all. */
const MOST_LINES = 6;

/**
 * Once each evening, each maker with live orders for tomorrow (confirmed or packed) gets one
 * message listing its products and units. The dedupe key is the maker and the day, so a second
 * run, or a second instance, queues nothing more; orders placed after it are on the pick list.
 * Answers how many makers were told.
 */
export async function tellMakersOfTomorrow(db: Db, now: Date): Promise<number> {
  const istMinute = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);
  if (istMinute < EVENING_FROM_MINUTE) return 0;
  const tomorrow = istDate(new Date(now.getTime() + DAY_MS));
  const lines = await db
    .select({
      makerId: orders.makerId,
      product: orderItems.productName,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orders)
    .innerJoin(slotWindows, eq(slotWindows.id, orders.slotId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(slotWindows.date, tomorrow),
        inArray(orders.status, [ORDER_STATUS.CONFIRMED, ORDER_STATUS.PACKED]),
      ),
    )
    .groupBy(orders.makerId, orderItems.productName)
    .orderBy(asc(orders.makerId), asc(orderItems.productName));
  const byMaker = new Map<number, string[]>();
  for (const line of lines) {
    const list = byMaker.get(line.makerId) ?? [];
    list.push(`${line.product} × ${line.units}`);
    byMaker.set(line.makerId, list);
  }
  const day = new Date(`${tomorrow}T00:00:00Z`).toUTCString().slice(0, 11).replace(',', '');
  let told = 0;
  for (const [makerId, list] of byMaker) {
    const shown = list.slice(0, MOST_LINES).join(', ');
    const items =
      list.length > MOST_LINES ? `${shown} and ${list.length - MOST_LINES} more` : shown;
    const queued = await db.transaction((tx) =>
      queueMakerMessage(tx, makerId, {
        template: 'maker_tomorrow_orders',
        variables: { date: day, items },
        dedupeKey: `maker_tomorrow_orders:maker-${makerId}:${tomorrow}`,
        now,
      }),
    );
    if (queued) told += 1;
  }
  return told;
}

/** The job (jobs.ts) that looks every quarter hour whether the evening message is due. */
export function makersTomorrowJob(db: Db): Job {
  return {
    name: 'tell-makers-tomorrow',
    everyMs: 15 * 60_000,
    run: (now) => tellMakersOfTomorrow(db, now),
  };
}
