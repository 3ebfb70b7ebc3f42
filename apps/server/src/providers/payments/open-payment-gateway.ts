import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { RazorpayGateway } from './razorpay-gateway';
import { SimulatorGateway } from './simulator-gateway';

/** PAYMENT_GATEWAY: the local simulator (default) or Razorpay with its keys. */
export function openPaymentGateway(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'razorpay')
    return new RazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: config.RAZORPAY_API_URL,
    });
  // The configuration already refuses this; the simulator's secrets are public, so refuse twice.
  if (config.NODE_ENV === 'production')
    throw new Error(
      'The payment simulator does not run in production: set PAYMENT_GATEWAY=razorpay',
    );
  return new SimulatorGateway();
}
