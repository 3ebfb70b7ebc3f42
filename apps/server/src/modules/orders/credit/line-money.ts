import { asc, eq, sql } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/orders';
import { AppError } from '../../../http/errors';
import { lockOwnPayment, orderRefunds } from '../../payments/service';

/**
 * The money rule of an order line (decision 042), written once: what was refunded for the line,
 * the credit it earned and the value of the replacements sent for it never add up to more than
 * the line was paid for. An item the customer did not receive (its order not delivered, cancelled
 * or refunded) earns a refund (its order's cancel) or nothing, never credit or a replacement; a
 * cancel gives back only what the line's credit and replacements left.
 *
 * Every change of a line's credit or replacements happens under the line's row lock, taken after
 * its payment's and its order's (decision 014's order: payment, orders, their lines, then stock),
 * so a resolution and a cancel of the same order run one after the other, and two resolutions
 * about one line add up one after the other. The CHECKs on `credited_paise` and `replaced_units`
 * are the database's last guard.
 */

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

/** What `units` of a line are worth: their part of what the line was paid for. */
const unitsWorth = (paidPaise: number, units: number, quantity: number) =>
  Math.floor((paidPaise * Math.min(units, quantity)) / quantity);

/** A line as the rule reads it, under its lock. */
interface LockedLine {
  id: number;
  quantity: number;
  paidPaise: number;
  creditedPaise: number;
  replacedUnits: number;
  orderStatus: number;
  refunded: boolean;
}

/** The credit and replacements a line has earned, in paise. */
const madeGoodPaise = (line: LockedLine) =>
  line.creditedPaise + unitsWorth(line.paidPaise, line.replacedUnits, line.quantity);

const lineColumns = {
  id: orderItems.id,
  pricePaise: orderItems.pricePaise,
  quantity: orderItems.quantity,
  creditedPaise: orderItems.creditedPaise,
  replacedUnits: orderItems.replacedUnits,
  itemsSubtotalPaise: orders.itemsSubtotalPaise,
  discountPaise: orders.discountPaise,
  creditPaise: orders.creditPaise,
  orderStatus: orders.status,
  refunded: sql<boolean>`exists (select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id})`,
};

const toLine = (row: {
  id: number;
  pricePaise: number;
  quantity: number;
  creditedPaise: number;
  replacedUnits: number;
  itemsSubtotalPaise: number;
  discountPaise: number;
  creditPaise: number;
  orderStatus: number;
  refunded: boolean;
}): LockedLine => ({ ...row, paidPaise: linePaidPaise(row, row) });

/**
 * Locks one line for a resolution, in decision 014's order: its payment, its order, the line.
 * Undefined when the line is gone.
 */
async function lockLine(tx: Executor, orderItemId: number): Promise<LockedLine | undefined> {
  const [own] = await tx
    .select({ orderId: orderItems.orderId, paymentId: orders.paymentId, userId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId));
  if (!own) return undefined;
  // An order is placed in its customer's own checkout, so this locks the order's payment.
  if (!(await lockOwnPayment(tx, own.userId, own.paymentId))) return undefined;
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, own.orderId)).for('update');
  const [row] = await tx
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
    .for('update', { of: orderItems });
  return row && toLine(row);
}

const STATUS_WORDS: Record<number, string> = {
  5: 'waiting for its payment',
  10: 'not paid',
  20: 'confirmed',
  50: 'packed',
  60: 'out for delivery',
  90: 'cancelled',
};

/** An item the customer did not receive earns a refund (its order's cancel) or nothing. */
function refuseUnlessReceived(line: LockedLine) {
  if (line.orderStatus === ORDER_STATUS.DELIVERED && !line.refunded) return;
  const status = STATUS_WORDS[line.orderStatus] ?? 'delivered';
  const state = line.refunded ? `${status} and refunded` : status;
  throw new AppError(
    'ITEM_NOT_RECEIVED',
    `This item has not reached the customer (its order is ${state}), so it cannot be credited or replaced. Cancel the order to refund it, or resolve the ticket with nothing.`,
  );
}

/**
 * Credit for `units` reported units of a delivered line (a ticket resolved as DISCOUNT): what was
 * paid for those units, but never more than the line's credit and replacements left of what it
 * was paid for, however many tickets name it. Answers the paise granted (0 once nothing is left);
 * an item not received is refused (409 ITEM_NOT_RECEIVED).
 */
export async function creditLineUnits(
  tx: Executor,
  orderItemId: number,
  units: number,
): Promise<number> {
  const line = await lockLine(tx, orderItemId);
  if (!line) return 0;
  refuseUnlessReceived(line);
  const asked = unitsWorth(line.paidPaise, Math.max(0, units), line.quantity);
  const granted = Math.min(asked, line.paidPaise - madeGoodPaise(line));
  if (granted <= 0) return 0;
  await tx
    .update(orderItems)
    .set({ creditedPaise: sql`${orderItems.creditedPaise} + ${granted}` })
    .where(eq(orderItems.id, orderItemId));
  return granted;
}

/**
 * Counts `units` of a delivered line as sent again (a ticket resolved as REPLACEMENT), before the
 * replacement order is placed in the same transaction. Refused (409) for an item not received,
 * and when those units are worth more than the line's credit and replacements left of what it was
 * paid for, or are more units than were ordered (a ₹0 line is replaced once at most).
 */
export async function reserveReplacement(
  tx: Executor,
  orderItemId: number,
  units: number,
): Promise<void> {
  const line = await lockLine(tx, orderItemId);
  if (!line) throw new AppError('NOT_REPLACEABLE');
  refuseUnlessReceived(line);
  const replaced = line.replacedUnits + units;
  const after = line.creditedPaise + unitsWorth(line.paidPaise, replaced, line.quantity);
  if (replaced > line.quantity || after > line.paidPaise) {
    const left = Math.max(0, line.paidPaise - madeGoodPaise(line));
    throw new AppError(
      'ITEM_ALREADY_MADE_GOOD',
      `This item has already been credited or replaced for ${rupees(madeGoodPaise(line))} of the ${rupees(line.paidPaise)} paid for it, so a replacement of ${units} would give more than was paid. Please resolve the ticket with ${left > 0 ? 'credit or nothing' : 'nothing'}.`,
    );
  }
  await tx
    .update(orderItems)
    .set({ replacedUnits: sql`${orderItems.replacedUnits} + ${units}` })
    .where(eq(orderItems.id, orderItemId));
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * What a cancel gives back of an order already locked by the caller (payment, then order): the
 * cash paid online and the credit spent on it, less what its lines already earned as credit or
 * replacements (taken from the cash first). Also, for a replacement order, gives its units back
 * to the line it replaced, since they will not be sent. Locks the order's lines, then that line.
 */
export async function settleCancelledLines(
  tx: Executor,
  order: { id: number; netPaise: number; paidOnline: boolean },
): Promise<{ refundPaise: number; creditBackPaise: number }> {
  const rows = await tx
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
    .for('update', { of: orderItems });
  const [own] = await tx
    .select({ creditPaise: orders.creditPaise, replaces: orders.replacesOrderItemId })
    .from(orders)
    .where(eq(orders.id, order.id));
  const madeGood = rows.map(toLine).reduce((sum, line) => sum + madeGoodPaise(line), 0);

  if (own?.replaces) {
    const units = rows.reduce((sum, row) => sum + row.quantity, 0);
    await tx
      .update(orderItems)
      .set({ replacedUnits: sql`greatest(0, ${orderItems.replacedUnits} - ${units})` })
      .where(eq(orderItems.id, own.replaces));
  }

  const cash = order.paidOnline ? order.netPaise : 0;
  const fromCash = Math.min(madeGood, cash);
  const creditSpent = own?.creditPaise ?? 0;
  const fromCredit = Math.min(madeGood - fromCash, creditSpent);
  return { refundPaise: cash - fromCash, creditBackPaise: creditSpent - fromCredit };
}
