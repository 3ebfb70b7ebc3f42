import {
  paymentFailedMessage,
  type OrderConfirmation,
  type PaymentConfirmRequest,
  type RazorpayCheckoutOptions,
} from '@makers-pantry/domain/orders';
import type { CheckoutScript } from '@makers-pantry/domain/payments';
import { api, ApiError } from './api';

const checkoutScript = () => api<CheckoutScript>('payments/checkout-script/');

/** What the provider's checkout hands back after a successful payment. */
export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface PaymentFailure {
  error: { description?: string; reason?: string };
}

/** Razorpay Standard Checkout's surface, which the simulator's script offers too. */
interface CheckoutInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (failure: PaymentFailure) => void): void;
}
type CheckoutConstructor = new (
  options: RazorpayCheckoutOptions & {
    handler: (success: PaymentSuccess) => void;
    modal: { ondismiss: () => void };
  },
) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | null = null;

/**
 * Loads the provider's checkout script once, only on the checkout screen (the server says which:
 * Razorpay's or the local simulator's).
 */
export function loadPaymentCheckout(): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= checkoutScript().then(
    ({ scriptUrl }) =>
      new Promise<CheckoutConstructor>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = scriptUrl;
        script.async = true;
        script.onload = () =>
          window.Razorpay ? resolve(window.Razorpay) : reject(new Error('No checkout'));
        script.onerror = () => reject(new Error('The payment page could not be loaded.'));
        document.head.appendChild(script);
      }),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** An open payment dialog, to close when the shopper leaves the screen it was opened from. */
export interface OpenPayment {
  close(): void;
}

/**
 * Opens the checkout. Razorpay's own dialog lets the payer try again after a failure, so a failure
 * is reported without closing anything: a later success still arrives.
 */
async function payOnline(
  options: RazorpayCheckoutOptions,
  on: {
    paid: (success: PaymentSuccess) => void;
    failed: (reason: string) => void;
    closed: () => void;
  },
): Promise<OpenPayment> {
  const Checkout = await loadPaymentCheckout();
  const checkout = new Checkout({ ...options, handler: on.paid, modal: { ondismiss: on.closed } });
  checkout.on('payment.failed', (failure) =>
    on.failed(failure.error.description ?? failure.error.reason ?? ''),
  );
  checkout.open();
  return checkout;
}

const confirmPayment = (body: PaymentConfirmRequest) =>
  api<OrderConfirmation>('orders/payment/confirm/', { method: 'POST', json: body });

/**
 * Pays one of the shop's payments in the checkout and has the shop confirm it (the checkout
 * screen and My Orders' 'Pay now' alike): busy while the payment is confirmed, idle again when the
 * payer closes the dialog, and a failure, the provider's or the shop's, said in the shop's words.
 */
export function payAndConfirm(
  paymentId: number,
  options: RazorpayCheckoutOptions,
  on: {
    busy: (busy: boolean) => void;
    problem: (problem: string) => void;
    confirmed: (confirmation: OrderConfirmation) => void;
  },
): Promise<OpenPayment> {
  return payOnline(options, {
    paid: (paid) => {
      on.busy(true);
      confirmPayment({
        myjaxyPaymentId: paymentId,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      }).then(on.confirmed, (error: unknown) => {
        on.busy(false);
        on.problem(error instanceof ApiError ? error.detail : paymentFailedMessage(''));
      });
    },
    failed: (reason) => {
      on.busy(false);
      on.problem(paymentFailedMessage(reason));
    },
    closed: () => on.busy(false),
  });
}
