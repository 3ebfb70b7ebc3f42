import { and, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/orders';

/**
 * The customer's own order item with its order's status and maker; another customer's item is
 * simply not found (ownership is part of the WHERE).
 */
export async function findOwnOrderItem(db: Executor, userId: number, orderItemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      status: orders.status,
      makerId: orders.makerId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
  return row;
}

/** The customer's items of a product from delivered orders, newest first, at most `limit`. */
export function deliveredItemsOfProduct(
  db: Executor,
  userId: number,
  productId: number,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: orderItems.id, name: orderItems.productName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.userId, userId),
        eq(orders.status, ORDER_STATUS.DELIVERED),
      ),
    )
    .orderBy(desc(orderItems.id))
    .limit(limit);
}

/** The customer's own order (another customer's is not found, like an unknown one). */
export async function findOwnOrder(db: Executor, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/** An order item as the help form shows it; the product and maker are the catalogue's to name. */
export interface ItemToReport {
  id: number;
  orderId: number;
  name: string;
  pricePaise: number;
  quantity: number;
  productId: number | null;
  makerId: number;
}

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  name: orderItems.productName,
  pricePaise: orderItems.pricePaise,
  quantity: orderItems.quantity,
  productId: orderItems.productId,
  makerId: orders.makerId,
};

/** An order's items, in the order they were bought. */
export function itemsOfOrder(db: Executor, orderId: number): Promise<ItemToReport[]> {
  return db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

/**
 * What the customer may report from the purchase `orderId` belongs to: one checkout makes an
 * order per maker and slot, and the shopper knows the purchase, not its orders. Every delivered
 * order's items, and the asked order's own items unless it is closed (a cancelled order or one
 * never paid for has nothing to report).
 */
export function reportableItemsOfPurchase(db: Executor, orderId: number): Promise<ItemToReport[]> {
  const asked = db
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orders.paymentId, asked),
        or(
          eq(orders.status, ORDER_STATUS.DELIVERED),
          and(
            eq(orders.id, orderId),
            notInArray(orders.status, [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCELLED]),
          ),
        ),
      ),
    )
    .orderBy(orders.id, orderItems.id);
}

/** The names order items were bought under, by item (one statement for a page of tickets). */
export async function itemNamesOf(
  db: Executor,
  itemIds: readonly (number | null)[],
): Promise<Map<number, string>> {
  const ids = [...new Set(itemIds.filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.id, name: orderItems.productName })
    .from(orderItems)
    .where(inArray(orderItems.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
