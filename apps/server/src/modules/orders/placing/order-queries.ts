import { and, asc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { OrderConfirmation } from '@makers-pantry/domain/orders';
import type { PaymentStatus } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/orders';
import { deliverySlotView, slotWindows, type SlotRow } from '../../delivery/service';
import { findOwnPayment } from '../../payments/service';
import { addressView } from '../history/order-views';

/** 'POD pending' means pay on delivery; 'Completed' means paid. */
const STATUS_TEXT: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  completed: 'Completed',
  pod_pending: 'POD pending',
  failed: 'Payment failed',
  expired: 'Payment expired',
  cancelled: 'Cancelled',
};

/** GET api/orders/payment/{id}/: the confirmation of one checkout, owner only. */
export async function orderConfirmation(
  db: Executor,
  userId: number,
  paymentId: number,
): Promise<OrderConfirmation> {
  const payment = await findOwnPayment(db, userId, paymentId);
  const placed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentId, payment.id), eq(orders.userId, userId)))
    .orderBy(asc(orders.id));
  const orderIds = placed.map((order) => order.id);
  const slotIds = [...new Set(placed.map((order) => order.slotId))];
  const [items, slots] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.id)),
    slotIds.length === 0
      ? []
      : db.select().from(slotWindows).where(inArray(slotWindows.id, slotIds)),
  ]);
  const slotById = new Map(slots.map((slot) => [slot.id, slot as SlotRow]));
  const address = addressView(payment.address);
  return {
    id: payment.id,
    status: STATUS_TEXT[payment.status],
    paymentStatus: payment.status,
    paymentMethod: payment.method,
    netPayable: paiseToRupees(payment.netPaise),
    itemsTotal: paiseToRupees(payment.itemsTotalPaise),
    discountAmount: paiseToRupees(payment.discountPaise),
    deliveryFee: paiseToRupees(payment.deliveryFeePaise),
    address,
    orders: placed.map((order) => ({
      id: order.id,
      status: order.status,
      address,
      deliverySlot: deliverySlotView(slotById.get(order.slotId)!),
      deliveryFee: paiseToRupees(order.deliveryFeePaise),
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          id: item.id,
          productId: item.productId,
          name: item.productName,
          quantity: item.quantity,
          price: paiseToRupees(item.pricePaise),
        })),
    })),
  };
}

/**
 * The active slots an order names, read without a lock: they are checked here for a clear
 * refusal, and the booking itself is guarded in its UPDATE (bookSlotPlace).
 */
export async function readSlots(db: Executor, ids: readonly number[]): Promise<SlotRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(slotWindows)
    .where(and(inArray(slotWindows.id, [...ids]), eq(slotWindows.isActive, true)));
  return rows;
}
