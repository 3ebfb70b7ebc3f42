import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { PaymentConfirmRequest } from '@makers-pantry/domain/orders';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';
import { paymentCaptures } from '../../../db/schema/payments';
import { recordCapture, type Capture } from '../lifecycle/payment-captures';
import type { PaymentOrders } from '../lifecycle/payment-transitions';
import { sendRefund } from '../lifecycle/refund-sender';
import { findOwnPayment } from './own-payment';

export const AMOUNT_MISMATCH =
  'The amount paid did not match this order, so it was not placed. The amount will be refunded in 5-7 business days. You can pay for the order again.';
export const CONFIRM_LATER =
  'We could not check your payment with the payment service just now. If it went through, your order will be confirmed in a few minutes: see My Orders.';
export const LATE_PAYMENT =
  'Your payment arrived after this order had expired, so the order was not placed. The amount will be refunded in 5-7 business days.';

/**
 * POST api/orders/payment/confirm/: the browser's word that the checkout succeeded. Believed only
 * when the provider's signature matches the provider order id we stored for this payment (the one
 * sent is ignored), owner only. Returns once the payment stands completed; the route then answers
 * the checkout's confirmation (orders' view of it). Idempotent: a second confirm, or one after the
 * webhook, returns the same way; the change itself happens once. `orders`: orders' side of it.
 */
export async function confirmPayment(
  context: AppContext,
  userId: number,
  request: PaymentConfirmRequest,
  orders: PaymentOrders,
  log?: FastifyBaseLogger,
): Promise<void> {
  const payment = await findOwnPayment(context.db, userId, request.myjaxyPaymentId);
  if (payment.method !== PAYMENT_METHOD.ONLINE || !payment.providerOrderId) {
    if (payment.status === 'completed') return;
    throw new AppError('PAYMENT_NOT_PAYABLE', 'This order has no online payment to confirm.');
  }
  const gateway = context.payments;
  const genuine = gateway.verifyPaymentSignature({
    providerOrderId: payment.providerOrderId,
    providerPaymentId: request.razorpayPaymentId,
    signature: request.razorpaySignature,
  });
  if (!genuine)
    throw new AppError(
      'BAD_SIGNATURE',
      'The payment could not be verified. If money was taken, it will be refunded.',
    );

  const now = context.now();
  const capture = await captureToConfirm(context, payment, request.razorpayPaymentId);
  const outcome = await context.db.transaction((tx) =>
    recordCapture(tx, payment.id, capture, { actor: 'customer', actorUserId: userId }, now, orders),
  );
  for (const refund of outcome.refunds) await sendRefund(context, refund, orders, log);
  if (outcome.outcome === 'late') {
    log?.warn({ paymentId: payment.id }, 'payment completed after its hold ended; refunded');
    throw new AppError('PAYMENT_NOT_PAYABLE', LATE_PAYMENT);
  }
  if (outcome.outcome === 'mismatch') {
    log?.warn({ paymentId: payment.id }, 'a payment of another amount than asked; refunded');
    throw new AppError('PAYMENT_NOT_PAYABLE', AMOUNT_MISMATCH);
  }
  // 'extra': another capture came first. It paid the checkout, which stands (this one is being
  // refunded), or came after the hold ran out and is being refunded too.
  const { status } = await findOwnPayment(context.db, userId, payment.id);
  if (status !== 'completed') throw new AppError('PAYMENT_NOT_PAYABLE', LATE_PAYMENT);
}

/** Statuses of a provider payment in which money was taken from the customer. */
const TAKEN = new Set(['authorized', 'captured', 'refunded']);

/**
 * What the provider says was taken by the payment the browser names. A capture already recorded
 * (a second confirm, or the webhook first) is not asked again.
 */
async function captureToConfirm(
  context: AppContext,
  payment: { id: number; providerOrderId: string | null },
  providerPaymentId: string,
): Promise<Capture> {
  const [known] = await context.db
    .select({ amountPaise: paymentCaptures.amountPaise, currency: paymentCaptures.currency })
    .from(paymentCaptures)
    .where(
      and(
        eq(paymentCaptures.paymentId, payment.id),
        eq(paymentCaptures.providerPaymentId, providerPaymentId),
      ),
    );
  if (known) return { providerPaymentId, ...known };
  let taken;
  try {
    taken = await context.payments.fetchPayment(providerPaymentId);
    if (!Number.isSafeInteger(taken.amountPaise)) throw new Error('no amount in paise');
  } catch {
    // The webhook brings the same capture with its signed amount; it completes the order then.
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', CONFIRM_LATER);
  }
  if (taken.providerOrderId !== payment.providerOrderId || !TAKEN.has(taken.status))
    throw new AppError(
      'BAD_SIGNATURE',
      'The payment could not be verified. If money was taken, it will be refunded.',
    );
  return { providerPaymentId, amountPaise: taken.amountPaise, currency: taken.currency };
}
