import { eq } from 'drizzle-orm';
import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { slotWordsOf } from '../delivery/service';
import {
  queueMessage,
  rupeesText,
  type MessageToQueue,
  type QueuedMessage,
  type TemplateKey,
} from '../messages/service';
import { checkoutPlaceColumns } from './history/order-number';

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
      userId: orders.userId,
      paymentId: orders.paymentId,
      slotId: orders.slotId,
      netPaise: orders.netPaise,
      podToCollectPaise: orders.podToCollectPaise,
      ...checkoutPlaceColumns,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [slot] = await slotWordsOf(tx, [order.slotId]);
  if (slot === undefined) return null;
  const facts: Record<OrderFact, string> = {
    orderNumber: orderNumberText(order.paymentId, order.checkoutPlace, order.checkoutOrders),
    slot,
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

/** A checkout as its message needs it: the payment that holds its orders, whose, and its total. */
export interface CheckoutToTell {
  paymentId: number;
  userId: number;
  netPaise: number;
}

/**
 * One message for a whole checkout (placed, paid): its number ('#11'), every slot it delivers in,
 * and what it costs. It shows on each of its orders' pages (payment_id).
 */
export async function queueCheckoutMessage(
  tx: Executor,
  checkout: CheckoutToTell,
  template: 'order_placed_pod' | 'order_paid',
  now: Date,
): Promise<QueuedMessage | null> {
  const { paymentId } = checkout;
  const slotIds = await tx
    .select({ id: orders.slotId })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  const slots = await slotWordsOf(
    tx,
    slotIds.map((slot) => slot.id),
  );
  return queueMessage(tx, {
    template,
    variables: {
      orderNumber: orderNumberText(paymentId, 1, 1),
      slot: slots.join(' and '),
      total: rupeesText(checkout.netPaise),
    },
    to: { userId: checkout.userId },
    paymentId,
    dedupeKey: `${template}:checkout-${paymentId}`,
    now,
  });
}
