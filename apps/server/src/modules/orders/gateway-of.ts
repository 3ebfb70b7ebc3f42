import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';

/** The configured payment gateway (PAYMENT_GATEWAY); without one, online payment is unavailable. */
export function gatewayOf(context: AppContext): PaymentGateway {
  if (!context.payments) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  return context.payments;
}
