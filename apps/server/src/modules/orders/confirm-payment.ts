import type { FastifyBaseLogger } from 'fastify';
import type { OrderConfirmation, PaymentConfirmRequest } from '@makers-pantry/domain/orders';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { findOwnPayment, orderConfirmation } from './order-queries';
import { completePayment, recordLatePayment } from './payment-transitions';
import { sendRefund } from './refund-sender';

export const LATE_PAYMENT =
  'Your payment arrived after this order had expired, so the order was not placed. The amount will be refunded in 5-7 business days.';

/**
 * POST api/orders/payment/confirm/: the browser's word that the checkout succeeded. Believed only
 * when the provider's signature matches the provider order id we stored for this payment (the one
 * sent is ignored), owner only. Idempotent: a second confirm, or one after the webhook, answers
 * the same confirmation; the change itself happens once.
 */
export async function confirmPayment(
  context: AppContext,
  userId: number,
  request: PaymentConfirmRequest,
  log?: FastifyBaseLogger,
): Promise<OrderConfirmation> {
  const payment = await findOwnPayment(context.db, userId, request.myjaxyPaymentId);
  if (payment.method !== PAYMENT_METHOD.ONLINE || !payment.providerOrderId) {
    if (payment.status === 'completed') return orderConfirmation(context.db, userId, payment.id);
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
  const outcome = await context.db.transaction(async (tx) => {
    const done = await completePayment(
      tx,
      payment.id,
      { providerPaymentId: request.razorpayPaymentId, actor: 'customer', actorUserId: userId },
      now,
    );
    if (done) return { outcome: 'completed' as const };
    return recordLatePayment(tx, payment.id, request.razorpayPaymentId, now);
  });
  if (outcome.outcome === 'late') {
    log?.warn({ paymentId: payment.id }, 'payment completed after its hold ended; refunded');
    for (const refund of outcome.refunds) await sendRefund(context, refund, log);
    throw new AppError('PAYMENT_NOT_PAYABLE', LATE_PAYMENT);
  }
  return orderConfirmation(context.db, userId, payment.id);
}
