import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderActor } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema/payments';

/** What ending an unpaid payment must know of each of its orders to give their holds back. */
export interface ClosedOrder {
  id: number;
  paymentId: number;
  slotId: number;
}

/**
 * Gives back what the closed orders of one payment hold (their units to the exact batches, slot
 * places, spent credit, the code's use): orders' own job (its `releaseOrderReservations`), handed
 * in by the caller so that payments never imports orders (decision 021).
 */
export type GiveBackOrders = (
  tx: Executor,
  closed: readonly ClosedOrder[],
  now: Date,
) => Promise<void>;

/** Who moved a payment along: the customer's confirm, the gateway's webhook. */
export interface PaymentActor {
  actor: OrderActor;
  actorUserId: number | null;
}

/**
 * What a payment's change does to its orders. The orders are orders' own rows, so this is orders'
 * own code (its `paymentOrders`), handed in by the caller as `GiveBackOrders` is: payments never
 * imports orders (decision 021). Each runs in the payment's transaction, after the payment's
 * guarded UPDATE has locked it.
 */
/** A payment just completed: whose it is and what it came to, for the customer's message. */
export interface PaidPayment {
  id: number;
  userId: number;
  netPaise: number;
}

export interface PaymentOrders {
  /**
   * The payment's orders still awaiting it are confirmed (5 -> 20), each with an event, and the
   * customer is told the checkout is paid (orders' message: it names the orders' slots).
   */
  confirm(tx: Executor, payment: PaidPayment, by: PaymentActor, now: Date): Promise<void>;
  /** Its orders still awaiting it end unpaid (5 -> 10), each with an event; answers them. */
  end(tx: Executor, paymentId: number, reason: string, now: Date): Promise<ClosedOrder[]>;
  giveBack: GiveBackOrders;
  /** Each of the payment's orders with what it costs, for a late capture's refunds. */
  amountsOf(tx: Executor, paymentId: number): Promise<{ id: number; netPaise: number }[]>;
  /** The gateway took an order's refund: its customer is told (once per refund). */
  refundIssued(
    tx: Executor,
    refund: { id: number; orderId: number; amountPaise: number },
    now: Date,
  ): Promise<void>;
}

/**
 * awaiting_payment -> completed, orders 5 -> 20. The status is the guard of the UPDATE, so of a
 * confirm, a webhook and a second confirm arriving together exactly one makes the change (and
 * writes the order events); the others answer from what it left. Answers whether this call did it.
 */
export async function completePayment(
  tx: Executor,
  paymentId: number,
  by: { providerPaymentId: string } & PaymentActor,
  now: Date,
  orders: PaymentOrders,
): Promise<boolean> {
  const paid = await tx
    .update(payments)
    .set({
      status: 'completed',
      providerPaymentId: by.providerPaymentId,
      paidAt: now,
      failureReason: null,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'awaiting_payment')))
    .returning({ id: payments.id, userId: payments.userId, netPaise: payments.netPaise });
  if (!paid[0]) return false;
  await orders.confirm(tx, paid[0], by, now);
  return true;
}

/**
 * Ends an unpaid online payment ('expired' when its hold ran out, 'failed' when the gateway could
 * not even open it): orders 5 -> 10 with an event each, and everything they held given back to
 * the exact batches, the slots and the discount code. Guarded by the payment's status, so it
 * happens once however many sweepers or requests try. Answers whether this call did it.
 */
export async function closeUnpaidPayment(
  tx: Executor,
  paymentId: number,
  close: {
    /** 'cancelled': replaced by a newer checkout, or given up by the customer (decision 023). */
    status: 'expired' | 'failed' | 'cancelled';
    reason: string;
    onlyIfHoldEndedBy?: Date;
    /** Leave it be if a provider order was stored meanwhile: someone may be paying it. */
    onlyWithoutProviderOrder?: boolean;
  },
  now: Date,
  orders: PaymentOrders,
): Promise<boolean> {
  const closed = await tx
    .update(payments)
    .set({
      status: close.status,
      failureReason: sql`coalesce(${payments.failureReason}, ${close.reason})`,
      updatedAt: now,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'awaiting_payment'),
        close.onlyIfHoldEndedBy
          ? sql`${payments.holdExpiresAt} <= ${close.onlyIfHoldEndedBy.toISOString()}`
          : undefined,
        close.onlyWithoutProviderOrder ? isNull(payments.providerOrderId) : undefined,
      ),
    )
    .returning({ id: payments.id });
  if (closed.length === 0) return false;
  const ended = await orders.end(tx, paymentId, close.reason, now);
  if (ended.length === 0) return true;
  // The payment row (the guarded UPDATE above) and its orders are locked: the rest follows.
  await orders.giveBack(tx, ended, now);
  return true;
}
