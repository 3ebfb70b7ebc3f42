import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema/orders';

/**
 * Notes ops write on orders: an event of the order's history that changes nothing (its state
 * before and after is the same). For the shop's eyes only unless `forCustomer`: why a moved
 * order's delivery changed is the customer's to read on My Orders.
 */
export interface OpsNote {
  orderId: number;
  /** The order's state as it stands: the event moves nothing. */
  status: number;
  note: string;
  opsUserId: number;
  at: Date;
  forCustomer?: boolean;
}

export async function addOpsNotes(tx: Executor, notes: OpsNote[]): Promise<void> {
  if (notes.length === 0) return;
  await tx.insert(orderEvents).values(
    notes.map((note) => ({
      orderId: note.orderId,
      fromStatus: note.status,
      toStatus: note.status,
      actor: 'ops' as const,
      actorUserId: note.opsUserId,
      note: note.note,
      isForCustomer: note.forCustomer ?? false,
      createdAt: note.at,
    })),
  );
}

/** An order's state, or undefined when there is no such order. */
export async function orderStatusOf(db: Executor, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

/** The checkout (payment) an order belongs to, or undefined when there is no such order. */
export async function paymentOfOrder(db: Executor, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.paymentId;
}

/** The maker whose order it is, or undefined when there is no such order. */
export async function makerOfOrder(db: Executor, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ makerId: orders.makerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.makerId;
}
