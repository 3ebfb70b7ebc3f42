/**
 * The card payment provider behind online payments (PAYMENT_GATEWAY): Razorpay
 * through our own small REST client, or the local simulator that speaks the same protocol. The
 * order path calls a gateway only after its transaction has committed, never inside it.
 *
 * Both sign the same way, so one verification path serves both:
 * - a payment: HMAC-SHA256 of `${providerOrderId}|${providerPaymentId}` with the key secret, hex;
 * - a webhook: HMAC-SHA256 of the raw request body with the webhook secret, hex, sent in the
 *   `X-Razorpay-Signature` header, with the event's id in `X-Razorpay-Event-Id`.
 */
export interface PaymentGateway {
  readonly name: 'simulator' | 'razorpay';
  /** The public key id the browser's checkout is opened with (`options.key`). */
  readonly keyId: string;
  /** The checkout script the checkout screen loads (Razorpay Standard Checkout or ours). */
  readonly checkoutScriptUrl: string;

  /** A provider order for the amount to pay; its id goes into the checkout options. */
  createOrder(input: {
    amountPaise: number;
    /** Our reference, e.g. `payment-123`; at most 40 characters. */
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;

  /** Whether the signature the browser brought back was made by the provider. Constant time. */
  verifyPaymentSignature(input: {
    providerOrderId: string;
    providerPaymentId: string;
    signature: string;
  }): boolean;

  /** Whether a webhook body came from the provider. Constant time; the body exactly as received. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean;

  /**
   * What the provider knows of a payment: the client-side confirm checks its amount and currency
   * against the checkout, as the webhook does with the amount the provider signed.
   */
  fetchPayment(providerPaymentId: string): Promise<GatewayPayment>;

  /**
   * Refunds part or all of a captured payment. `idempotencyKey` (our order's refund) makes a
   * repeated call return the first refund instead of paying twice.
   */
  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
}

export interface GatewayPayment {
  id: string;
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  /** Razorpay's: created, authorized, captured, refunded, failed. */
  status: string;
}

export interface GatewayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** The provider could not be reached or refused the call: the customer is told to try again. */
export class PaymentGatewayUnavailable extends Error {}

/**
 * A webhook event as both providers send it (Razorpay's shape): `payment.captured`,
 * `payment.failed`, `order.paid`, `refund.processed`, `refund.failed`.
 */
export interface GatewayWebhookEvent {
  event: string;
  created_at: number;
  payload: {
    payment?: {
      entity: {
        id: string;
        order_id: string;
        amount: number;
        currency?: string;
        status: string;
        error_description?: string | null;
        error_reason?: string | null;
      };
    };
    refund?: {
      entity: {
        id: string;
        payment_id: string;
        amount: number;
        status: string;
        /** What we sent with the refund (`orderId`, `paymentId`), as the provider echoes it. */
        notes?: Record<string, string> | unknown[];
      };
    };
    order?: { entity: { id: string; amount: number; status: string } };
  };
}
