import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customerCredits, orders } from '../../../db/schema/orders';
import { hubOrdersFrom } from './order-list';

/** A customer's newest orders, as the hub's order lists show them. */
export function ordersOfCustomer(db: Db, userId: number, limit: number) {
  return hubOrdersFrom(db).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit);
}

export async function ordersCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** Credit left to spend and credit ever given, in paise. */
export async function creditOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      remaining: sql<number>`coalesce(sum(${customerCredits.remainingPaise}), 0)::int`,
      earned: sql<number>`coalesce(sum(${customerCredits.amountPaise}), 0)::int`,
    })
    .from(customerCredits)
    .where(eq(customerCredits.userId, userId));
  return { remainingPaise: Number(row?.remaining ?? 0), earnedPaise: Number(row?.earned ?? 0) };
}
