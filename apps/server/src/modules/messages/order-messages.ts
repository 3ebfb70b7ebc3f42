import { asc, eq, inArray } from 'drizzle-orm';
import { isQuick, istTime, promisedMinutes } from '@makers-pantry/domain/delivery-time';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import type { Executor } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { queueMessage, type MessageToQueue, type QueuedMessage } from './queue';
import type { TemplateKey } from './templates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A slot as a message names it: with its date, never 'Tomorrow' (a message held overnight would
 * then name the wrong day). 'Sat 29 Nov, 8 AM - 11 AM'; a quick slot: 'within 30 min'.
 */
export function slotText(slot: {
  date: string;
  startAt: Date;
  endAt: Date;
  type: number;
  promisedDeliveryTime: number | null;
}): string {
  if (isQuick(slot)) return `within ${promisedMinutes(slot.promisedDeliveryTime)} min`;
  const day = new Date(`${slot.date}T00:00:00Z`);
  const date = `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return `${date}, ${istTime(slot.startAt)} - ${istTime(slot.endAt)}`;
}

/** Rupees as a message writes them: '642', or '642.50' when there are paise. */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** What a message about an order fills in by itself. */
type OrderFact = 'orderNumber' | 'slot' | 'total' | 'cash';

type OrderMessage<K extends TemplateKey> = Omit<MessageToQueue<K>, 'to' | 'variables'> & {
  variables: Omit<MessageToQueue<K>['variables'], OrderFact>;
};

/**
 * A message to an order's customer about that order: their number for it ('#11-2'), its slot, its
 * total and the cash to collect are read here, in the caller's transaction, so a caller names
 * only what it alone knows (a reason, an amount).
 */
export async function queueOrderMessage<K extends TemplateKey>(
  tx: Executor,
  orderId: number,
  message: OrderMessage<K>,
): Promise<QueuedMessage | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentId: orders.paymentId,
      netPaise: orders.netPaise,
      podToCollectPaise: orders.podToCollectPaise,
      slot: {
        date: deliverySlots.date,
        startAt: deliverySlots.startAt,
        endAt: deliverySlots.endAt,
        type: deliverySlots.type,
        promisedDeliveryTime: deliverySlots.promisedDeliveryTime,
      },
    })
    .from(orders)
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const siblings = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, order.paymentId))
    .orderBy(asc(orders.id));
  const place = siblings.findIndex((o) => o.id === order.id) + 1;
  const facts: Record<OrderFact, string> = {
    orderNumber: orderNumberText(order.paymentId, place, siblings.length),
    slot: slotText(order.slot),
    total: rupeesText(order.netPaise),
    cash: rupeesText(order.podToCollectPaise),
  };
  return queueMessage(tx, {
    ...message,
    variables: { ...facts, ...message.variables } as MessageToQueue<K>['variables'],
    to: { userId: order.userId },
    orderId,
  });
}

/**
 * One message for a whole checkout (placed, paid): its number ('#11'), every slot it delivers in,
 * and what it costs. It shows on each of its orders' pages (payment_id).
 */
export async function queueCheckoutMessage(
  tx: Executor,
  paymentId: number,
  template: 'order_placed_pod' | 'order_paid',
  now: Date,
): Promise<QueuedMessage | null> {
  const [payment] = await tx
    .select({ userId: payments.userId, netPaise: payments.netPaise })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) return null;
  const slots = await tx
    .select({
      id: deliverySlots.id,
      date: deliverySlots.date,
      startAt: deliverySlots.startAt,
      endAt: deliverySlots.endAt,
      type: deliverySlots.type,
      promisedDeliveryTime: deliverySlots.promisedDeliveryTime,
    })
    .from(deliverySlots)
    .where(
      inArray(
        deliverySlots.id,
        tx.select({ id: orders.slotId }).from(orders).where(eq(orders.paymentId, paymentId)),
      ),
    )
    .orderBy(asc(deliverySlots.startAt));
  return queueMessage(tx, {
    template,
    variables: {
      orderNumber: orderNumberText(paymentId, 1, 1),
      slot: slots.map(slotText).join(' and '),
      total: rupeesText(payment.netPaise),
    },
    to: { userId: payment.userId },
    paymentId,
    dedupeKey: `${template}:checkout-${paymentId}`,
    now,
  });
}
