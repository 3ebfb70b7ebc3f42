import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents, orderItemBatches, orderItems, orders } from '../../../db/schema/orders';
import { loginNames } from '../../accounts/service';
import { batchDates } from '../../catalog/service';
import { orderPayments } from '../../payments/service';
import { hubOrdersFrom } from './order-list';

/**
 * What the hub's page of one order reads of it (issue 38 §3): the row the board shows, the
 * address and cash, its items with the batches they were sent from (and those batches'
 * best-before), and every event of its history with who made it. Undefined when there is no such
 * order.
 */
export async function orderPageRows(db: Executor, orderId: number) {
  const [row] = await hubOrdersFrom(db).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const [extra] = await db
    .select({
      address: orderPayments.address,
      cancelReason: orders.cancelReason,
      version: orders.changeNo,
      collectedAt: orders.podCollectedAt,
      collectedPaise: orders.podCollectedPaise,
      toCollectPaise: orders.podToCollectPaise,
    })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.id, orders.paymentId))
    .where(eq(orders.id, orderId));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const batches =
    items.length === 0
      ? []
      : await db
          .select({
            itemId: orderItemBatches.orderItemId,
            batchId: orderItemBatches.batchId,
            quantity: orderItemBatches.quantity,
            bestBefore: batchDates.bestBefore,
            returnedAt: orderItemBatches.returnedAt,
          })
          .from(orderItemBatches)
          .innerJoin(batchDates, eq(batchDates.id, orderItemBatches.batchId))
          .where(
            inArray(
              orderItemBatches.orderItemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(asc(orderItemBatches.batchId));
  const events = await db
    .select({
      at: orderEvents.createdAt,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actor,
      firstName: loginNames.firstName,
      lastName: loginNames.lastName,
      note: orderEvents.note,
      isForCustomer: orderEvents.isForCustomer,
    })
    .from(orderEvents)
    .leftJoin(loginNames, eq(loginNames.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return { row, extra: extra!, items, batches, events };
}
