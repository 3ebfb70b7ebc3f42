import type { FastifyBaseLogger } from 'fastify';
import type { CreateOrderResponse } from '@makers-pantry/domain/orders';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { checkoutOptions, openProviderOrder } from './checkout-options';
import {
  answerForRepeat,
  claimIdempotencyKey,
  forgetKey,
  requestHashOf,
  storeAnswer,
  type StoredAnswer,
} from './idempotency';
import { closeUnpaidPayment } from './payment-transitions';
import { placeCheckout, type CreateOrderInput } from './place-checkout';

/** A deadlock or serialization failure: PostgreSQL rolled the transaction back; it may run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
const isRetryable = (error: unknown) => {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * POST api/orders/create-v2/. The transaction places the checkout (claiming the Idempotency-Key
 * first); after it commits, an online payment with something to pay gets its provider order. If
 * the gateway cannot open one, the reservation is given back at once and the answer is 503.
 */
export async function createOrder(
  context: AppContext,
  user: CurrentUser,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
  log?: FastifyBaseLogger,
): Promise<StoredAnswer> {
  const now = context.now();
  const claim = idempotencyKey
    ? { userId: user.id, key: idempotencyKey, requestHash: requestHashOf(input) }
    : undefined;

  let placed;
  for (let attempt = 1; ; attempt++) {
    try {
      placed = await context.db.transaction(async (tx) => {
        if (claim && !(await claimIdempotencyKey(tx, claim, now))) return null;
        return placeCheckout(tx, context, user, input, now);
      });
      break;
    } catch (error) {
      if (attempt < 3 && isRetryable(error)) continue;
      throw error;
    }
  }
  if (!placed) return answerForRepeat(context.db, claim!);

  let answer: CreateOrderResponse = {
    paymentMethod: placed.paymentMethod,
    myjaxyPaymentId: placed.paymentId,
    razorpayCheckoutOptions: null,
  };
  if (placed.status === 'awaiting_payment') {
    try {
      const gateway = context.payments;
      const providerOrderId = await openProviderOrder(context, gateway, {
        id: placed.paymentId,
        netPaise: placed.netPaise,
      });
      answer = {
        ...answer,
        razorpayCheckoutOptions: checkoutOptions(
          gateway,
          { id: placed.paymentId, netPaise: placed.netPaise, providerOrderId },
          user,
        ),
      };
    } catch (error) {
      log?.warn(
        { paymentId: placed.paymentId, reason: (error as Error).message },
        'payment gateway could not open an order; reservation released',
      );
      await context.db.transaction((tx) =>
        closeUnpaidPayment(
          tx,
          placed.paymentId,
          { status: 'failed', reason: 'The payment service was not answering.' },
          context.now(),
        ),
      );
      if (claim) await forgetKey(context.db, claim);
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
  }
  const stored = { statusCode: 201, body: answer };
  if (claim) await storeAnswer(context.db, claim, stored);
  return stored;
}
