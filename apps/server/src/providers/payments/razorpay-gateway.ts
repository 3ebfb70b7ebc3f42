import {
  PaymentGatewayUnavailable,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway';
import { RazorpayClient } from './razorpay-client';
import { verifyPayment, verifyWebhook } from './signatures';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com unless told otherwise (a local stand-in in tests). */
  apiUrl: string;
  /** How long a call may wait for Razorpay before the customer is told to try again. */
  timeoutMs?: number;
}

/** Razorpay asks for idempotency keys of at least 10 letters, digits, '-' or '_'. */
const refundKey = (key: string) => `makers-pantry-${key}`.replace(/[^A-Za-z0-9_-]/g, '-');

const REFUND_STATUS: Record<string, GatewayRefund['status']> = {
  processed: 'processed',
  failed: 'failed',
};

/**
 * PAYMENT_GATEWAY=razorpay through our own small REST client (razorpay-client.ts). Any failure to reach it or a refusal becomes
 * PaymentGatewayUnavailable: the order path then gives the reservation back, and a refund stays
 * pending for a retry.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
  readonly keyId: string;

  private readonly api: RazorpayClient;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
    this.api = new RazorpayClient({
      keyId: settings.keyId,
      keySecret: settings.keySecret,
      apiUrl: settings.apiUrl,
      timeoutMs: settings.timeoutMs ?? 15_000,
    });
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    try {
      const order = await this.api.call<{ id: string; amount: number }>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      });
      return {
        id: order.id,
        amountPaise: Number(order.amount),
        currency: 'INR',
        receipt: input.receipt,
      };
    } catch (error) {
      throw unavailable('create an order', error);
    }
  }

  verifyPaymentSignature(input: {
    providerOrderId: string;
    providerPaymentId: string;
    signature: string;
  }): boolean {
    return verifyPayment(this.settings.keySecret, input);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return verifyWebhook(this.settings.webhookSecret, rawBody, signature);
  }

  async fetchPayment(providerPaymentId: string): Promise<GatewayPayment> {
    try {
      const payment = await this.api.call<{
        id: string;
        order_id: string;
        amount: number;
        currency: string;
        status: string;
      }>('GET', `/v1/payments/${encodeURIComponent(providerPaymentId)}`);
      return {
        id: payment.id,
        providerOrderId: payment.order_id,
        amountPaise: Number(payment.amount),
        currency: payment.currency,
        status: payment.status,
      };
    } catch (error) {
      throw unavailable('fetch a payment', error);
    }
  }

  async refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund> {
    try {
      const refund = await this.api.call<{ id: string; status: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refund`,
        {
          amount: input.amountPaise,
          notes: input.notes,
          // Our reference on Razorpay's refund too, for reconciling from their dashboard.
          receipt: input.idempotencyKey,
        },
        // Razorpay answers a repeated key with the first refund: the double-refund guard.
        { 'X-Refund-Idempotency': refundKey(input.idempotencyKey) },
      );
      return { id: refund.id, status: REFUND_STATUS[refund.status] ?? 'pending' };
    } catch (error) {
      throw unavailable('refund a payment', error);
    }
  }
}

function unavailable(what: string, error: unknown): PaymentGatewayUnavailable {
  const said = error instanceof Error ? error.message : 'no answer';
  return new PaymentGatewayUnavailable(`Razorpay could not ${what}: ${said}`);
}
