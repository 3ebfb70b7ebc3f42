import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_PROMISED_MINUTES,
  QUICK_SLOT_TYPE,
  SCHEDULED_SLOT_TYPE,
  istDate,
  istMidnight,
} from '@makers-pantry/domain/delivery-time';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  type PaymentStatus,
} from '@makers-pantry/domain/order-codes';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products, stockBatches } from '../db/schema/catalog';
import { deliverySlots } from '../db/schema/delivery';
import {
  orderEvents,
  orderItemBatches,
  orderItems,
  orders,
  type AddressSnapshot,
} from '../db/schema/orders';
import { paymentCaptures, payments, refunds } from '../db/schema/payments';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Where the demo customer's orders go: an apartment inside the delivery areas. */
const DEMO_ADDRESS: AddressSnapshot = {
  name: 'Asha Rao',
  mobile: '9876543210',
  doorNum: 'B-1104',
  buildingDetails: 'Prestige Lakeside Habitat',
  road: 'Varthur Main Road',
  area: 'Gunjur',
  city: 'BANGALORE',
  pincode: '560087',
  latitude: 12.9353,
  longitude: 77.7387,
};

interface DemoOrder {
  /** How long ago it was placed. */
  agoMs: number;
  method: number;
  paymentStatus: PaymentStatus;
  /** The status each order reached, in the order it got there. */
  path: number[];
  slot: 'next' | 'quick' | 'past';
  /** Product picks (indexes into the products chosen below) and quantities, per order. */
  orders: { picks: [number, number][] }[];
  podCollected?: boolean;
  refunded?: boolean;
  cancelReason?: string;
}

/**
 * The demo customer's history (mobile 9876543210), so a newcomer sees My Orders in every state
 * at once: just placed (still cancellable), a quick delivery, packed with cash to collect, out for
 * delivery, delivered, cancelled with its refund, and a payment that expired. Times and slots are
 * relative to `now`; past orders get past slots of their own.
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    agoMs: 14 * DAY,
    method: PAYMENT_METHOD.POD,
    paymentStatus: 'pod_pending',
    path: [20, 50, 60, 70],
    slot: 'past',
    orders: [{ picks: [[6, 2]] }],
    podCollected: true,
  },
  {
    agoMs: 6 * DAY,
    method: PAYMENT_METHOD.ONLINE,
    paymentStatus: 'completed',
    path: [20, 90],
    slot: 'past',
    orders: [{ picks: [[4, 1]] }],
    refunded: true,
    cancelReason: 'Ordered the wrong size',
  },
  {
    agoMs: 3 * DAY,
    method: PAYMENT_METHOD.ONLINE,
    paymentStatus: 'completed',
    path: [20, 50, 60, 70],
    slot: 'past',
    orders: [
      {
        picks: [
          [0, 2],
          [1, 1],
        ],
      },
      { picks: [[2, 1]] },
    ],
  },
  {
    agoMs: 2 * DAY,
    method: PAYMENT_METHOD.ONLINE,
    paymentStatus: 'expired',
    path: [5, 10],
    slot: 'past',
    orders: [{ picks: [[5, 1]] }],
  },
  {
    agoMs: 5 * HOUR,
    method: PAYMENT_METHOD.ONLINE,
    paymentStatus: 'completed',
    path: [20, 50, 60],
    slot: 'next',
    orders: [{ picks: [[3, 1]] }],
  },
  {
    agoMs: 3 * HOUR,
    method: PAYMENT_METHOD.POD,
    paymentStatus: 'pod_pending',
    path: [20, 50],
    slot: 'next',
    orders: [
      {
        picks: [
          [7, 1],
          [8, 2],
        ],
      },
    ],
  },
  {
    agoMs: 20 * MINUTE,
    method: PAYMENT_METHOD.ONLINE,
    paymentStatus: 'completed',
    path: [20],
    slot: 'quick',
    orders: [{ picks: [[9, 1]] }],
  },
  {
    agoMs: 10 * MINUTE,
    method: PAYMENT_METHOD.ONLINE,
    paymentStatus: 'completed',
    path: [20],
    slot: 'next',
    orders: [
      {
        picks: [
          [0, 1],
          [10, 1],
        ],
      },
    ],
  },
];

/** Adds the demo orders once: nothing happens when the demo customer already has orders. */
export async function seedDemoOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(users).where(eq(users.mobile, DEMO_ADDRESS.mobile));
    if (!customer) return 0;
    const existing = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.userId, customer.id))
      .limit(1);
    if (existing.length > 0) return 0;

    const picks = await productsWithStock(tx);
    if (picks.length < 11) return 0;
    let placed = 0;
    for (const [index, demo] of DEMO_ORDERS.entries()) {
      const placedAt = new Date(now.getTime() - demo.agoMs);
      const slotId = await slotFor(tx, demo, placedAt, now);
      await placeDemo(tx, customer.id, demo, index, placedAt, slotId, picks);
      placed++;
    }
    return placed;
  });
}

type Pick = { id: number; makerId: number; pricePaise: number; name: string } & Record<
  'cartImage' | 'measurementUnit',
  string
> & { packageSize: number };

/** Products on the shelf, a few per maker, in a fixed order so the demo reads the same each time. */
async function productsWithStock(tx: Tx): Promise<Pick[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM (
      SELECT p.id, p.maker_id, row_number() OVER (PARTITION BY p.maker_id ORDER BY p.id) AS nth
      FROM products p
      WHERE p.is_active AND EXISTS (
        SELECT 1 FROM stock_batches b
        WHERE b.product_id = p.id AND b.status = 'approved' AND b.quantity_remaining >= 6)
    ) AS ranked
    WHERE nth <= 2
    ORDER BY maker_id, id
    LIMIT 12`);
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const found = await tx.select().from(products).where(inArray(products.id, ids));
  return ids.map((id) => found.find((row) => row.id === id)!);
}

async function slotFor(tx: Tx, demo: DemoOrder, placedAt: Date, now: Date): Promise<number> {
  if (demo.slot === 'past') {
    // The evening after the day it was placed: 5-8 PM IST.
    const start = new Date(istMidnight(placedAt).getTime() + DAY + 17 * HOUR);
    const [slot] = await tx
      .insert(deliverySlots)
      .values({
        date: istDate(start),
        startAt: start,
        endAt: new Date(start.getTime() + 3 * HOUR),
        type: SCHEDULED_SLOT_TYPE,
        capacity: 60,
        booked: 0,
        cutoffAt: new Date(start.getTime() - 10 * HOUR),
        serviceablePolygon: 300,
        isActive: false,
      })
      .returning({ id: deliverySlots.id });
    return slot!.id;
  }
  const quick = demo.slot === 'quick';
  const type = quick ? QUICK_SLOT_TYPE : SCHEDULED_SLOT_TYPE;
  const [open] = await tx
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.type, type),
        eq(deliverySlots.isActive, true),
        gt(deliverySlots.startAt, now),
        sql`${deliverySlots.booked} < ${deliverySlots.capacity}`,
        quick ? undefined : eq(deliverySlots.isPodAllowed, true),
      ),
    )
    .orderBy(asc(deliverySlots.startAt))
    .limit(1);
  if (open) return open.id;
  // Outside quick-delivery hours there is no open quick slot: the demo brings its own.
  const start = new Date(now.getTime() + 10 * MINUTE);
  const [slot] = await tx
    .insert(deliverySlots)
    .values({
      date: istDate(start),
      startAt: start,
      endAt: new Date(start.getTime() + 30 * MINUTE),
      type,
      promisedDeliveryTime: quick ? DEFAULT_PROMISED_MINUTES : null,
      capacity: 15,
      cutoffAt: start,
      isPodAllowed: !quick,
      serviceablePolygon: quick ? 100 : 300,
    })
    .returning({ id: deliverySlots.id });
  return slot!.id;
}

async function placeDemo(
  tx: Tx,
  userId: number,
  demo: DemoOrder,
  index: number,
  placedAt: Date,
  slotId: number,
  picks: Pick[],
) {
  const status = demo.path.at(-1)!;
  const closed = status === ORDER_STATUS.CANCELLED || status === ORDER_STATUS.PAYMENT_FAILED;
  const subtotals = demo.orders.map((order) =>
    order.picks.reduce((sum, [pick, quantity]) => sum + picks[pick]!.pricePaise * quantity, 0),
  );
  const itemsTotal = subtotals.reduce((a, b) => a + b, 0);
  // Only quick deliveries carry a fee (₹25 below ₹199, as the slot calendar's quick windows).
  const fee = demo.slot === 'quick' && itemsTotal < 19900 ? 2500 : 0;
  const online = demo.method === PAYMENT_METHOD.ONLINE;
  const [payment] = await tx
    .insert(payments)
    .values({
      userId,
      method: demo.method,
      status: demo.paymentStatus,
      itemsTotalPaise: itemsTotal,
      deliveryFeePaise: fee,
      grossPaise: itemsTotal + fee,
      netPaise: itemsTotal + fee,
      address: DEMO_ADDRESS,
      provider: online ? 'simulator' : null,
      providerOrderId: online ? `order_demo${index + 1}` : null,
      providerPaymentId: demo.paymentStatus === 'completed' ? `pay_demo${index + 1}` : null,
      paidAt: demo.paymentStatus === 'completed' ? new Date(placedAt.getTime() + MINUTE) : null,
      startedAt: placedAt,
      updatedAt: placedAt,
    })
    .returning({ id: payments.id });
  if (online && demo.paymentStatus === 'completed')
    await tx.insert(paymentCaptures).values({
      paymentId: payment!.id,
      providerPaymentId: `pay_demo${index + 1}`,
      amountPaise: itemsTotal + fee,
      currency: 'INR',
      outcome: 'completed',
      recordedAt: new Date(placedAt.getTime() + MINUTE),
    });

  for (const [orderIndex, order] of demo.orders.entries()) {
    const orderFee = orderIndex === 0 ? fee : 0;
    const net = subtotals[orderIndex]! + orderFee;
    const [row] = await tx
      .insert(orders)
      .values({
        paymentId: payment!.id,
        userId,
        makerId: picks[order.picks[0]![0]]!.makerId,
        slotId,
        status,
        itemsSubtotalPaise: subtotals[orderIndex]!,
        deliveryFeePaise: orderFee,
        netPaise: net,
        podToCollectPaise: demo.method === PAYMENT_METHOD.POD ? net : 0,
        podCollectedAt: demo.podCollected ? new Date(placedAt.getTime() + DAY + 18 * HOUR) : null,
        cancelReason: demo.cancelReason ?? null,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    if (!closed) {
      await tx
        .update(deliverySlots)
        .set({ booked: sql`${deliverySlots.booked} + 1` })
        .where(eq(deliverySlots.id, slotId));
    }
    let previous: number | null = null;
    for (const [step, to] of demo.path.entries()) {
      await tx.insert(orderEvents).values({
        orderId,
        fromStatus: previous,
        toStatus: to,
        actor: step === 0 ? 'system' : to === 90 ? 'customer' : to === 10 ? 'system' : 'ops',
        note: to === 90 ? (demo.cancelReason ?? null) : null,
        createdAt: new Date(placedAt.getTime() + step * 20 * MINUTE),
      });
      previous = to;
    }
    for (const [pick, quantity] of order.picks) {
      const product = picks[pick]!;
      const [item] = await tx
        .insert(orderItems)
        .values({
          orderId,
          productId: product.id,
          productName: product.name,
          productCartImage: product.cartImage,
          productPackageSize: product.packageSize,
          productMeasurementUnit: product.measurementUnit,
          quantity,
          pricePaise: product.pricePaise,
        })
        .returning({ id: orderItems.id });
      const [batch] = await tx
        .select({ id: stockBatches.id })
        .from(stockBatches)
        .where(
          and(
            eq(stockBatches.productId, product.id),
            eq(stockBatches.status, 'approved'),
            sql`${stockBatches.quantityRemaining} >= ${quantity}`,
          ),
        )
        .orderBy(asc(stockBatches.id))
        .limit(1);
      if (!batch) continue;
      // A closed order's units went back long ago; the others are still out of the batch.
      if (!closed) {
        await tx
          .update(stockBatches)
          .set({ quantityRemaining: sql`${stockBatches.quantityRemaining} - ${quantity}` })
          .where(eq(stockBatches.id, batch.id));
      }
      await tx.insert(orderItemBatches).values({
        orderItemId: item!.id,
        batchId: batch.id,
        quantity,
        returnedAt: closed ? new Date(placedAt.getTime() + 20 * MINUTE) : null,
      });
    }
    if (demo.refunded) {
      await tx.insert(refunds).values({
        orderId,
        paymentId: payment!.id,
        amountPaise: net,
        status: 'processed',
        providerRefundId: `rfnd_demo${index + 1}`,
        createdAt: new Date(placedAt.getTime() + 20 * MINUTE),
        updatedAt: new Date(placedAt.getTime() + DAY),
      });
    }
  }
}
