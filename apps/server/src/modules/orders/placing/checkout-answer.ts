import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { CreateOrderResponse } from '@makers-pantry/domain/orders';
import type { AppContext } from '../../../context';
import type { CurrentUser } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import {
  checkoutOptions,
  checkoutPaymentOf,
  closeUnpaidPayment,
  openProviderOrder,
} from '../../payments/service';
import { paymentOrders } from './payment-orders';

/** What an answer is built from. */
export interface CheckoutForAnswer {
  id: number;
  method: number;
  status: string;
  netPaise: number;
  providerOrderId: string | null;
  failureReason?: string | null;
}

const readCheckout = async (context: AppContext, paymentId: number): Promise<CheckoutForAnswer> => {
  const payment = await checkoutPaymentOf(context.db, paymentId);
  if (!payment) throw new Error(`checkout ${paymentId} not found`);
  return payment;
};

/** The checkout was given back by this shop's own words (closeUnpaidPayment's reasons). */
export const REPLACED_REASON = 'Replaced by a newer checkout.';
export const GATEWAY_DOWN_REASON = 'The payment service was not answering.';

const ENDED: Record<string, string> = {
  expired:
    'The time to pay for this order ran out, and its items were given back. Please place the order again.',
  cancelled:
    'This order was cancelled before it was paid, and its items were given back. Please place the order again.',
};

/**
 * What a checkout that ended without its payment answers, to the request that placed it and to
 * every retry of its key alike: replaced by a newer checkout, the payment service down when it was
 * placed, its time to pay run out, or given up by the customer. A key never places a second
 * checkout (decision 042): the client sends a new key to order again.
 */
function endedAnswer(payment: CheckoutForAnswer): AppError | null {
  if (payment.status === 'cancelled' && payment.failureReason === REPLACED_REASON)
    return new AppError('CHECKOUT_REPLACED');
  if (payment.status === 'failed')
    return new AppError(
      'PAYMENT_GATEWAY_UNAVAILABLE',
      'The payment service was not answering, so this order was not placed and its items were given back. Please try again in a few minutes.',
    );
  const sentence = ENDED[payment.status];
  return sentence ? new AppError('CHECKOUT_ENDED', sentence) : null;
}

/**
 * The answer to POST create-v2 for a committed checkout, built from what is stored and nothing
 * else: the request that placed it (passing what it committed) and every retry with its
 * Idempotency-Key (passing the checkout's id) answer from here, so a crash after the commit
 * changes no answer.
 *
 * An online checkout still waiting for its provider order gets one now. A first request and a
 * retry may both ask the gateway; only the first provider order stored is kept and answered (the
 * other is never shown, and an unpaid provider order costs nothing). When the gateway cannot open
 * one, the reservation is given back at once and the answer is 503. A checkout that ended unpaid
 * is answered as it ended (endedAnswer), for ever: its key never places another.
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
            reason: GATEWAY_DOWN_REASON,
            onlyWithoutProviderOrder: true,
          },
          context.now(),
          paymentOrders,
        ),
      );
      payment = await readCheckout(context, paymentId);
    }
  }
  const ended = endedAnswer(payment);
  if (ended) throw ended;
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
  // Kept as a guard: a checkout that is neither waiting, paid nor ended cannot be answered.
  const unpaidOnline =
    payment.method === PAYMENT_METHOD.ONLINE &&
    payment.netPaise > 0 &&
    payment.status !== 'completed';
  if (unpaidOnline) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  return answer;
}
