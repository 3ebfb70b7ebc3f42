import type { FastifyBaseLogger } from 'fastify';
import type { CreateOrderResponse } from '@makers-pantry/domain/orders';
import type { AppContext } from '../../../context';
import { sqlStateOf } from '../../../db/sql-state';
import type { CurrentUser } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { answerForCheckout, type CheckoutForAnswer } from './checkout-answer';
import {
  checkoutOfKey,
  claimIdempotencyKey,
  linkKeyToCheckout,
  requestHashOf,
  type KeyClaim,
} from './idempotency';
import { placeCheckout, type CreateOrderInput } from './place-checkout';
import { holdsUnpaidCheckout, replaceUnpaidCheckouts } from './unpaid-checkout';

/** A deadlock or serialization failure: PostgreSQL rolled the transaction back; it may run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
const isRetryable = (error: unknown) => RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '');

const MOST_TRIES = 3;
/** Tabs racing each other replace one another's checkouts; each round places one of them. */
const MOST_REPLACEMENTS = 12;

/** Rolls the placing transaction back (the key's claim too): an older unpaid checkout is in the way. */
class OlderUnpaidCheckout extends Error {}

/**
 * POST api/orders/create-v2/. The transaction claims the Idempotency-Key, places the checkout and
 * links the key to it; the answer is then built from the committed checkout (see
 * answerForCheckout), by this request or by any retry with the same key.
 */
export async function createOrder(
  context: AppContext,
  user: CurrentUser,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
  log?: FastifyBaseLogger,
): Promise<{ statusCode: 201; body: CreateOrderResponse }> {
  const now = context.now();
  const claim: KeyClaim | undefined = idempotencyKey
    ? { userId: user.id, key: idempotencyKey, requestHash: requestHashOf(input) }
    : undefined;

  let checkout: number | CheckoutForAnswer | undefined;
  let replacements = 0;
  for (let attempt = 1; checkout === undefined; attempt++) {
    try {
      checkout = await context.db.transaction(async (tx) => {
        if (claim && !(await claimIdempotencyKey(tx, claim, now))) return undefined;
        // One unpaid checkout per customer: an older one (a changed cart, another tab) gives its
        // holds back before this one takes stock, so the shopper's own retry finds it.
        if (await holdsUnpaidCheckout(tx, user.id)) throw new OlderUnpaidCheckout();
        const placed = await placeCheckout(tx, context, user, input, now);
        if (claim) await linkKeyToCheckout(tx, claim, placed.paymentId);
        return {
          id: placed.paymentId,
          method: placed.paymentMethod,
          status: placed.status,
          netPaise: placed.netPaise,
          providerOrderId: null,
        };
      });
      // Another request holds the key: answer the checkout it placed, in whatever state it is
      // now (paid, waiting, replaced, ended). A key never places a second checkout; the client
      // starts afresh with a new key (decision 042).
      if (checkout === undefined) checkout = await checkoutOfKey(context.db, claim!);
    } catch (error) {
      if (error instanceof OlderUnpaidCheckout) {
        if (++replacements > MOST_REPLACEMENTS) throw new AppError('ORDER_IN_PROGRESS');
        // Given back in a transaction of its own (decision 014's lock order), then placed again.
        await context.db.transaction((tx) => replaceUnpaidCheckouts(tx, user.id, now, claim));
        attempt--;
        continue;
      }
      if (attempt < MOST_TRIES && isRetryable(error)) continue;
      throw error;
    }
    if (checkout === undefined && attempt >= MOST_TRIES) throw new AppError('ORDER_IN_PROGRESS');
  }

  return { statusCode: 201, body: await answerForCheckout(context, user, checkout, log) };
}
