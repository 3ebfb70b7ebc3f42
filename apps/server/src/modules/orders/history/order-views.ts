import { inArray } from 'drizzle-orm';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { RefundView } from '@makers-pantry/domain/order-history';
import type { OrderAddress } from '@makers-pantry/domain/orders';
import type { Executor } from '../../../db/client';
import { refunds, type AddressSnapshot } from '../../../db/schema/orders';

/** The address kept with a payment, without its coordinates (the screens never show them). */
export const addressView = (address: AddressSnapshot): OrderAddress => ({
  name: address.name,
  mobile: address.mobile,
  doorNum: address.doorNum,
  buildingDetails: address.buildingDetails,
  road: address.road,
  area: address.area,
  city: address.city,
  pincode: address.pincode,
});

/** The refunds booked for these orders, by order, as the shopper reads them. */
export async function refundsByOrder(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, RefundView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]));
  // Refunds of a whole capture (orderId null) are not an order's and are not matched here.
  return new Map(
    rows.flatMap((row) =>
      row.orderId === null
        ? []
        : [[row.orderId, { amount: paiseToRupees(row.amountPaise), status: row.status }] as const],
    ),
  );
}
