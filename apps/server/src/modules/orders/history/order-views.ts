import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { postalLinesOf } from '@makers-pantry/domain/addresses';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { RefundView } from '@makers-pantry/domain/order-history';
import type { OrderAddress } from '@makers-pantry/domain/orders';
import type { Executor } from '../../../db/client';
import { orderEvents, type AddressSnapshot } from '../../../db/schema/orders';
import { orderRefunds } from '../../payments/service';

/** The address kept with a payment, without its coordinates (the screens never show them). */
export const addressView = (address: AddressSnapshot): OrderAddress => ({
  name: address.name,
  mobile: address.mobile,
  ...postalLinesOf(address),
});

/** The refunds booked for these orders, by order, as the shopper reads them. */
export async function refundsByOrder(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, RefundView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, [...orderIds]));
  // Refunds of a whole capture (orderId null) are not an order's and are not matched here.
  return new Map(
    rows.flatMap((row) =>
      row.orderId === null
        ? []
        : [[row.orderId, { amount: paiseToRupees(row.amountPaise), status: row.status }] as const],
    ),
  );
}

/**
 * The shop's latest note to the customer on each of these orders: a history entry written to the
 * customer (a delivery slot ops moved it to). Other notes (a cancel's reason, cash collected) are
 * the shop's own records.
 */
export async function shopNotesByOrder(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, note: orderEvents.note })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, [...orderIds]),
        eq(orderEvents.isForCustomer, true),
        isNotNull(orderEvents.note),
      ),
    )
    .orderBy(asc(orderEvents.id));
  return new Map(rows.map((row) => [row.orderId, row.note!]));
}
