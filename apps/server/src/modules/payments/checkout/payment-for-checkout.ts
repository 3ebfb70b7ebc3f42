import type { PaymentForCheckout } from '@makers-pantry/domain/orders';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../../context';
import type { CurrentUser } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { checkoutOptions, openProviderOrder } from './checkout-options';
import { closeUnpaidPayment, type PaymentOrders } from '../lifecycle/payment-transitions';
import { findOwnPayment } from './own-payment';

/**
 * GET api/orders/for_payment/{id}/: what the checkout needs to (re)open the provider's dialog.
 * A retry after a failed attempt reuses the same provider order (the provider takes several
 * attempts on one order until one succeeds); a payment whose provider order was never stored
 * (the server stopped between commit and gateway) gets one now. A hold that has run out is ended
 * here and then, without waiting for the sweeper (`orders`: orders' side of it, which gives back
 * what its orders held), and answers without checkout options.
 */
export async function paymentForCheckout(
  context: AppContext,
  user: CurrentUser,
  paymentId: number,
  orders: PaymentOrders,
): Promise<PaymentForCheckout> {
  let payment = await findOwnPayment(context.db, user.id, paymentId);
  const now = context.now();
  if (
    payment.status === 'awaiting_payment' &&
    payment.holdExpiresAt &&
    payment.holdExpiresAt.getTime() <= now.getTime()
  ) {
    await context.db.transaction((tx) =>
      closeUnpaidPayment(
        tx,
        payment.id,
        { status: 'expired', reason: 'Not paid in time.', onlyIfHoldEndedBy: now },
        now,
        orders,
      ),
    );
    payment = await findOwnPayment(context.db, user.id, paymentId);
  }
  const answer: PaymentForCheckout = {
    myjaxyPaymentId: payment.id,
    paymentMethod: payment.method,
    paymentStatus: payment.status,
    netPayable: paiseToRupees(payment.netPaise),
    razorpayCheckoutOptions: null,
  };
  if (
    payment.status !== 'awaiting_payment' ||
    payment.method !== PAYMENT_METHOD.ONLINE ||
    payment.netPaise === 0
  )
    return answer;
  const gateway = context.payments;
  let providerOrderId = payment.providerOrderId;
  if (!providerOrderId) {
    try {
      providerOrderId = await openProviderOrder(context, gateway, payment);
    } catch {
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
  }
  return {
    ...answer,
    razorpayCheckoutOptions: checkoutOptions(
      gateway,
      { id: payment.id, netPaise: payment.netPaise, providerOrderId },
      user,
    ),
  };
}
