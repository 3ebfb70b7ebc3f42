import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customerCredits, orderItems, orders } from '../../../db/schema/orders';

/**
 * Customer credit: money from an issue resolved with DISCOUNT (spec section 9), spent
 * automatically on the customer's next orders, oldest credit first, and given back when an order
 * that spent some closes.
 */

/** What the customer may spend now. */
export async function creditBalancePaise(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${customerCredits.remainingPaise}), 0)` })
    .from(customerCredits)
    .where(eq(customerCredits.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Locks the customer's unspent credits (oldest first) for this checkout's transaction and answers
 * them: two checkouts of one customer then spend each rupee once.
 */
export async function lockCredits(tx: Executor, userId: number) {
  return tx
    .select({ id: customerCredits.id, remainingPaise: customerCredits.remainingPaise })
    .from(customerCredits)
    .where(and(eq(customerCredits.userId, userId), gt(customerCredits.remainingPaise, 0)))
    .orderBy(asc(customerCredits.id))
    .for('update');
}

/** Spends `amountPaise` from the locked credits, oldest first. */
export async function spendCredits(
  tx: Executor,
  credits: readonly { id: number; remainingPaise: number }[],
  amountPaise: number,
): Promise<void> {
  let left = amountPaise;
  for (const credit of credits) {
    if (left === 0) return;
    const spent = Math.min(left, credit.remainingPaise);
    await tx
      .update(customerCredits)
      .set({ remainingPaise: sql`${customerCredits.remainingPaise} - ${spent}` })
      .where(eq(customerCredits.id, credit.id));
    left -= spent;
  }
  if (left > 0) throw new Error('spendCredits: more than the locked credits hold');
}

/** A new credit; the unique ticket and order columns make each one happen once. */
export async function grantCredit(
  tx: Executor,
  credit: {
    userId: number;
    amountPaise: number;
    ticketId?: number;
    returnedFromOrderId?: number;
    now: Date;
  },
): Promise<boolean> {
  if (credit.amountPaise <= 0) return false;
  const rows = await tx
    .insert(customerCredits)
    .values({
      userId: credit.userId,
      amountPaise: credit.amountPaise,
      remainingPaise: credit.amountPaise,
      ticketId: credit.ticketId ?? null,
      returnedFromOrderId: credit.returnedFromOrderId ?? null,
      createdAt: credit.now,
    })
    .onConflictDoNothing()
    .returning({ id: customerCredits.id });
  return rows.length > 0;
}

/**
 * What a line was paid for: its items less its share of the order's code discount (credit spent
 * on the order was the customer's money, so it counts as paid). The share is rounded up, so the
 * lines of an order never add up to more than was paid; a ₹0 order's lines are worth nothing.
 */
export function linePaidPaise(
  line: { pricePaise: number; quantity: number },
  order: { itemsSubtotalPaise: number; discountPaise: number; creditPaise: number },
): number {
  const lineTotal = line.pricePaise * line.quantity;
  const codeDiscount = Math.max(0, order.discountPaise - order.creditPaise);
  if (order.itemsSubtotalPaise <= 0) return 0;
  const paidForItems = Math.max(0, order.itemsSubtotalPaise - codeDiscount);
  return Math.floor((lineTotal * paidForItems) / order.itemsSubtotalPaise);
}

/**
 * Raises an order line's credit for `units` reported units (spec section 9, DISCOUNT) and
 * answers the paise granted: what was paid for those units, but never more in all than the line
 * was paid for, however many tickets are raised about it. The line's row lock makes concurrent
 * resolutions add up one after another; the CHECK on `credited_paise` is the last guard.
 */
export async function creditLineUnits(
  tx: Executor,
  orderItemId: number,
  units: number,
): Promise<number> {
  const [line] = await tx
    .select({
      pricePaise: orderItems.pricePaise,
      quantity: orderItems.quantity,
      creditedPaise: orderItems.creditedPaise,
      itemsSubtotalPaise: orders.itemsSubtotalPaise,
      discountPaise: orders.discountPaise,
      creditPaise: orders.creditPaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
    .for('update', { of: orderItems });
  if (!line) return 0;
  const paid = linePaidPaise(line, line);
  const reported = Math.max(0, Math.min(units, line.quantity));
  const asked = Math.floor((paid * reported) / line.quantity);
  const granted = Math.min(asked, paid - line.creditedPaise);
  if (granted <= 0) return 0;
  await tx
    .update(orderItems)
    .set({ creditedPaise: sql`${orderItems.creditedPaise} + ${granted}` })
    .where(eq(orderItems.id, orderItemId));
  return granted;
}
