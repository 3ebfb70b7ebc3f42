import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { CreateOrderResponse } from '@makers-pantry/domain/orders';
import type { AppContext } from '../../../context';
import { payments } from '../../../db/schema/orders';
import type { CurrentUser } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { checkoutOptions, closeUnpaidPayment, openProviderOrder } from '../../payments/service';
import { releaseOrderReservations } from './order-release';

/** What an answer is built from. */
export interface CheckoutForAnswer {
  id: number;
  method: number;
  status: string;
  netPaise: number;
  providerOrderId: string | null;
}

const readCheckout = async (context: AppContext, paymentId: number): Promise<CheckoutForAnswer> => {
  const [payment] = await context.db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      netPaise: payments.netPaise,
      providerOrderId: payments.providerOrderId,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`checkout ${paymentId} not found`);
  return payment;
};

/**
 * The answer to POST create-v2 for a committed checkout, built from what is stored and nothing
 * else: the request that placed it (passing what it committed) and every retry with its
 * Idempotency-Key (passing the checkout's id) answer from here, so a crash after the commit
 * changes no answer.
 *
 * An online checkout still waiting for its provider order gets one now. A first request and a
 * retry may both ask the gateway; only the first provider order stored is kept and answered (the
 * other is never shown, and an unpaid provider order costs nothing). When the gateway cannot open
 * one, the reservation is given back at once and the answer is 503; a checkout that ended
 * without ever getting its provider order is answered so too: nothing of it could be paid, and
 * the caller forgets the key so that the next try places the order afresh.
 */
export async function answerForCheckout(
  context: AppContext,
  user: CurrentUser,
  checkout: number | CheckoutForAnswer,
  log?: FastifyBaseLogger,
): Promise<CreateOrderResponse> {
  let payment = typeof checkout === 'number' ? await readCheckout(context, checkout) : checkout;
  const paymentId = payment.id;
  if (!payment.providerOrderId && payment.status === 'awaiting_payment') {
    try {
      const providerOrderId = await openProviderOrder(context, context.payments, payment);
      payment = { ...payment, providerOrderId };
    } catch (error) {
      log?.warn(
        { paymentId, reason: (error as Error).message },
        'payment gateway could not open an order; reservation released',
      );
      await context.db.transaction((tx) =>
        closeUnpaidPayment(
          tx,
          paymentId,
          {
            status: 'failed',
            reason: 'The payment service was not answering.',
            onlyWithoutProviderOrder: true,
          },
          context.now(),
          releaseOrderReservations,
        ),
      );
      payment = await readCheckout(context, paymentId);
    }
  }
  // A newer checkout of the customer (another tab, a changed cart) took its place meanwhile.
  if (payment.status === 'cancelled') throw new AppError('CHECKOUT_REPLACED');
  const answer: CreateOrderResponse = {
    paymentMethod: payment.method,
    myjaxyPaymentId: payment.id,
    razorpayCheckoutOptions: null,
  };
  // Only a checkout still waiting is offered for payment: a paid one has nothing left to pay, and
  // an ended one would take money for stock it no longer holds.
  if (payment.providerOrderId && payment.status === 'awaiting_payment')
    return {
      ...answer,
      razorpayCheckoutOptions: checkoutOptions(
        context.payments,
        { id: payment.id, netPaise: payment.netPaise, providerOrderId: payment.providerOrderId },
        user,
      ),
    };
  const unpaidOnline =
    payment.method === PAYMENT_METHOD.ONLINE &&
    payment.netPaise > 0 &&
    payment.status !== 'completed';
  if (unpaidOnline) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  return answer;
}
