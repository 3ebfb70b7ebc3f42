import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  type PaymentStatus,
} from '@makers-pantry/domain/order-codes';
import type { Executor } from '../db/client';
import { products, stockBatches } from '../db/schema/catalog';
import { deliverySlots } from '../db/schema/delivery';
import { discountCodes, discountUses } from '../db/schema/discounts';
import {
  orderEvents,
  orderItemBatches,
  orderItems,
  orders,
  type AddressSnapshot,
} from '../db/schema/orders';
import { paymentCaptures, payments } from '../db/schema/payments';

export const TEST_ADDRESS: AddressSnapshot = {
  name: 'Asha Rao',
  mobile: '9876500011',
  doorNum: 'A-204',
  buildingDetails: 'Prestige Lakeside Habitat',
  road: 'Varthur Main Road',
  area: 'Varthur',
  city: 'BANGALORE',
  pincode: '560087',
  latitude: 12.94,
  longitude: 77.74,
};

export interface TestOrderLine {
  productId: number;
  quantity: number;
  slotId: number;
}

export interface TestOrderInput {
  userId: number;
  lines: TestOrderLine[];
  method?: number;
  /** Every order's status; the payment's status follows from it unless given. */
  status?: number;
  paymentStatus?: PaymentStatus;
  placedAt: Date;
  discountPaise?: number;
  discountCodeId?: number;
  deliveryFeePaise?: number;
  /** Where it goes; TEST_ADDRESS when left out. */
  address?: AddressSnapshot;
}

/**
 * A placed order straight in the database, as the order path leaves it: stock taken from the
 * product's batches (recorded per batch), one slot place per order, the code's use counted, one
 * order per slot and maker, the discount shared in proportion and the fee on the first order.
 * For tests of what comes after the order; the order path has its own tests.
 */
export async function placeTestOrder(db: Executor, input: TestOrderInput) {
  const method = input.method ?? PAYMENT_METHOD.ONLINE;
  const status = input.status ?? ORDER_STATUS.CONFIRMED;
  const paymentStatus =
    input.paymentStatus ??
    (status === ORDER_STATUS.AWAITING_PAYMENT
      ? 'awaiting_payment'
      : status === ORDER_STATUS.PAYMENT_FAILED
        ? 'expired'
        : method === PAYMENT_METHOD.POD
          ? 'pod_pending'
          : 'completed');
  const productRows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        input.lines.map((line) => line.productId),
      ),
    );
  const productOf = (id: number) => {
    const found = productRows.find((row) => row.id === id);
    if (!found) throw new Error(`no product ${id}`);
    return found;
  };

  const groups = new Map<string, TestOrderLine[]>();
  for (const line of input.lines) {
    const key = `${line.slotId}/${productOf(line.productId).makerId}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const subtotalOf = (lines: TestOrderLine[]) =>
    lines.reduce((sum, line) => sum + productOf(line.productId).pricePaise * line.quantity, 0);
  const itemsTotal = subtotalOf(input.lines);
  const discount = input.discountPaise ?? 0;
  const fee = input.deliveryFeePaise ?? 0;
  const net = Math.max(0, itemsTotal + fee - discount);

  const [payment] = await db
    .insert(payments)
    .values({
      userId: input.userId,
      method,
      status: paymentStatus,
      itemsTotalPaise: itemsTotal,
      discountPaise: discount,
      deliveryFeePaise: fee,
      grossPaise: itemsTotal + fee,
      netPaise: net,
      discountCodeId: input.discountCodeId ?? null,
      address: input.address ?? TEST_ADDRESS,
      provider: method === PAYMENT_METHOD.ONLINE ? 'simulator' : null,
      providerOrderId:
        method === PAYMENT_METHOD.ONLINE ? `order_T${Date.now()}${Math.random()}` : null,
      providerPaymentId:
        method === PAYMENT_METHOD.ONLINE && paymentStatus === 'completed'
          ? `pay_T${Math.floor(Math.random() * 1e12)}`
          : null,
      paidAt: paymentStatus === 'completed' ? input.placedAt : null,
      startedAt: input.placedAt,
      updatedAt: input.placedAt,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');
  // The provider's capture that paid it, as the webhook or the confirm records it.
  if (payment.providerPaymentId)
    await db.insert(paymentCaptures).values({
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: net,
      currency: 'INR',
      outcome: 'completed',
      recordedAt: input.placedAt,
    });
  if (input.discountCodeId) {
    await db.insert(discountUses).values({
      discountCodeId: input.discountCodeId,
      userId: input.userId,
      paymentId: payment.id,
      createdAt: input.placedAt,
    });
    await db
      .update(discountCodes)
      .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
      .where(eq(discountCodes.id, input.discountCodeId));
  }

  const orderIds: number[] = [];
  let discountLeft = discount;
  let feeLeft = fee;
  const entries = [...groups.values()];
  for (const [index, lines] of entries.entries()) {
    const subtotal = subtotalOf(lines);
    const share =
      index === entries.length - 1 ? discountLeft : Math.round((discount * subtotal) / itemsTotal);
    discountLeft -= share;
    const orderFee = feeLeft;
    feeLeft = 0;
    const orderNet = Math.max(0, subtotal + orderFee - share);
    const [order] = await db
      .insert(orders)
      .values({
        paymentId: payment.id,
        userId: input.userId,
        makerId: productOf(lines[0]!.productId).makerId,
        slotId: lines[0]!.slotId,
        status,
        itemsSubtotalPaise: subtotal,
        deliveryFeePaise: orderFee,
        discountPaise: share,
        netPaise: orderNet,
        podToCollectPaise: method === PAYMENT_METHOD.POD ? orderNet : 0,
        createdAt: input.placedAt,
        updatedAt: input.placedAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not stored');
    orderIds.push(order.id);
    await db
      .update(deliverySlots)
      .set({ booked: sql`${deliverySlots.booked} + 1` })
      .where(eq(deliverySlots.id, lines[0]!.slotId));
    await db.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: status,
      actor: 'system',
      createdAt: input.placedAt,
    });
    for (const line of lines) {
      const product = productOf(line.productId);
      const [item] = await db
        .insert(orderItems)
        .values({
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          productCartImage: product.cartImage,
          productPackageSize: product.packageSize,
          productMeasurementUnit: product.measurementUnit,
          quantity: line.quantity,
          pricePaise: product.pricePaise,
        })
        .returning({ id: orderItems.id });
      await takeFromBatches(db, item!.id, product.id, line.quantity);
    }
  }
  return { paymentId: payment.id, orderIds, payment };
}

async function takeFromBatches(
  db: Executor,
  orderItemId: number,
  productId: number,
  quantity: number,
) {
  const batches = await db
    .select({ id: stockBatches.id, remaining: stockBatches.quantityRemaining })
    .from(stockBatches)
    .where(and(eq(stockBatches.productId, productId), gt(stockBatches.quantityRemaining, 0)))
    .orderBy(asc(stockBatches.id));
  let left = quantity;
  for (const batch of batches) {
    if (left === 0) break;
    const taken = Math.min(left, batch.remaining);
    left -= taken;
    await db
      .update(stockBatches)
      .set({ quantityRemaining: sql`${stockBatches.quantityRemaining} - ${taken}` })
      .where(eq(stockBatches.id, batch.id));
    await db.insert(orderItemBatches).values({ orderItemId, batchId: batch.id, quantity: taken });
  }
  if (left > 0) throw new Error(`not enough stock of product ${productId} for the test order`);
}

/** Units left to sell of a product, across its batches. */
export async function stockLeft(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(${stockBatches.quantityRemaining}), 0)::int` })
    .from(stockBatches)
    .where(eq(stockBatches.productId, productId));
  return Number(row?.left ?? 0);
}

/**
 * Room for many test orders: every slot takes 10,000 places and every product gets a big batch.
 * Tests then count stock and places by difference.
 */
export async function roomForOrders(db: Executor) {
  await db.update(deliverySlots).set({ capacity: 10_000 });
  const all = await db.select({ id: products.id }).from(products);
  await db.insert(stockBatches).values(
    all.map((product) => ({
      productId: product.id,
      status: 'approved' as const,
      quantity: 1_000,
      quantityRemaining: 1_000,
    })),
  );
}

/**
 * An order's version as the hub's screens read it (its change number): the hub's order steps
 * are sent on it, as the board and the order page send the one they showed.
 */
export async function orderVersion(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ version: orders.changeNo })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.version;
}
