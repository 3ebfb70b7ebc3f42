import Razorpay from 'razorpay';
import {
  PaymentGatewayUnavailable,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway';
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
 * PAYMENT_GATEWAY=razorpay through the official SDK. Any failure to reach it or a refusal becomes
 * PaymentGatewayUnavailable: the order path then gives the reservation back, and a refund stays
 * pending for a retry.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
  readonly keyId: string;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
  }

  /**
   * A client per call: a refund's idempotency key travels as a header of its own. The SDK has no
   * host or timeout option and passes on only the headers it knows, so all three are set on the
   * one axios instance its requests go through.
   */
  private client(headers: Record<string, string> = {}) {
    const client = new Razorpay({
      key_id: this.settings.keyId,
      key_secret: this.settings.keySecret,
    });
    const requests = (
      client as unknown as {
        api: {
          rq: {
            defaults: {
              baseURL: string;
              timeout: number;
              headers: { common: Record<string, string> };
            };
          };
        };
      }
    ).api.rq.defaults;
    requests.baseURL = this.settings.apiUrl;
    // The SDK waits forever by default: a hanging provider would hold the customer's request.
    requests.timeout = this.settings.timeoutMs ?? 15_000;
    Object.assign(requests.headers.common, headers);
    return client;
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    try {
      const order = await this.client().orders.create({
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
      const payment = await this.client().payments.fetch(providerPaymentId);
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
      const refund = await this.client({
        'X-Refund-Idempotency': refundKey(input.idempotencyKey),
      }).payments.refund(input.providerPaymentId, {
        amount: input.amountPaise,
        notes: input.notes,
        // Our reference on Razorpay's refund too, for reconciling from their dashboard.
        receipt: input.idempotencyKey,
      });
      return { id: refund.id, status: REFUND_STATUS[refund.status] ?? 'pending' };
    } catch (error) {
      throw unavailable('refund a payment', error);
    }
  }
}

function unavailable(what: string, error: unknown): PaymentGatewayUnavailable {
  const said = (error as { error?: { description?: string }; message?: string }) ?? {};
  return new PaymentGatewayUnavailable(
    `Razorpay could not ${what}: ${said.error?.description ?? said.message ?? 'no answer'}`,
  );
}
