import { randomBytes } from 'node:crypto';
import {
  PaymentGatewayUnavailable,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayWebhookEvent,
  type PaymentGateway,
} from './payment-gateway';
import { hmacHex, paymentSignature, verifyPayment, verifyWebhook } from './signatures';

/**
 * Public on purpose: the simulator is the embedded default for development and tests, and the
 * configuration refuses it in production. Its signatures are real HMACs with these secrets.
 */
export const SIMULATOR_KEY_ID = 'rzp_test_simulator';
export const SIMULATOR_KEY_SECRET = 'makers-pantry-simulator-key-secret';
export const SIMULATOR_WEBHOOK_SECRET = 'makers-pantry-simulator-webhook-secret';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-style ids: a prefix and 14 letters or digits. */
const providerId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;

/** A signed webhook, ready to be posted as the provider would post it. */
export interface SignedWebhook {
  eventId: string;
  body: string;
  signature: string;
}

export type PaymentOutcome =
  | {
      ok: true;
      response: {
        razorpay_payment_id: string;
        razorpay_order_id: string;
        razorpay_signature: string;
      };
    }
  | {
      ok: false;
      error: {
        code: 'BAD_REQUEST_ERROR';
        description: string;
        source: 'customer';
        step: 'payment_authorization';
        reason: 'payment_failed';
        metadata: { order_id: string; payment_id: string };
      };
    };

/**
 * PAYMENT_GATEWAY=simulator: the provider's protocol on this machine. It keeps its orders in
 * memory (one development process), lets the simulated payer pay or fail, signs as Razorpay does
 * and posts the matching webhooks through `deliver` (set by the app to its own webhook route).
 */
export class SimulatorGateway implements PaymentGateway {
  readonly name = 'simulator' as const;
  readonly keyId = SIMULATOR_KEY_ID;
  readonly checkoutScriptUrl = '/api/payments/simulator/checkout.js';
  private readonly orders = new Map<string, GatewayOrder>();
  private readonly refunds = new Map<string, GatewayRefund>();
  private readonly payments = new Map<string, GatewayPayment>();
  /** Posts a webhook to the shop; set by the app to its own webhook route. */
  send: (webhook: SignedWebhook) => Promise<unknown> = () => Promise.resolve();
  /** A provider's webhook comes a moment after the browser hears of the payment. */
  webhookDelayMs = 300;
  private readonly pending = new Set<Promise<unknown>>();

  /** Resolves once every webhook sent so far has been delivered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private deliver(webhook: SignedWebhook) {
    const delivery = new Promise((resolve) => setTimeout(resolve, this.webhookDelayMs))
      .then(() => this.send(webhook))
      .catch(() => {
        // A webhook that cannot be delivered is the provider's problem to retry, never ours.
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const order: GatewayOrder = {
      id: providerId('order'),
      amountPaise: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
    };
    this.orders.set(order.id, order);
    return Promise.resolve(order);
  }

  findOrder(providerOrderId: string): GatewayOrder | undefined {
    return this.orders.get(providerOrderId);
  }

  verifyPaymentSignature(input: {
    providerOrderId: string;
    providerPaymentId: string;
    signature: string;
  }): boolean {
    return verifyPayment(SIMULATOR_KEY_SECRET, input);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return verifyWebhook(SIMULATOR_WEBHOOK_SECRET, rawBody, signature);
  }

  fetchPayment(providerPaymentId: string): Promise<GatewayPayment> {
    const payment = this.payments.get(providerPaymentId);
    if (!payment)
      return Promise.reject(new PaymentGatewayUnavailable('The id provided does not exist'));
    return Promise.resolve(payment);
  }

  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund> {
    const known = this.refunds.get(input.idempotencyKey);
    if (known) return Promise.resolve(known);
    const refund: GatewayRefund = { id: providerId('rfnd'), status: 'processed' };
    this.refunds.set(input.idempotencyKey, refund);
    this.deliver(
      this.webhook('refund.processed', {
        refund: {
          entity: {
            id: refund.id,
            payment_id: input.providerPaymentId,
            amount: input.amountPaise,
            status: 'processed',
            notes: input.notes,
          },
        },
      }),
    );
    return Promise.resolve(refund);
  }

  /** The payer's choice in the simulator's dialog, answered as the provider's checkout would. */
  pay(order: GatewayOrder, outcome: 'success' | 'failure', reason: string): PaymentOutcome {
    const paymentId = providerId('pay');
    const entity = {
      id: paymentId,
      order_id: order.id,
      amount: order.amountPaise,
      currency: 'INR',
    };
    this.payments.set(paymentId, {
      id: paymentId,
      providerOrderId: order.id,
      amountPaise: order.amountPaise,
      currency: 'INR',
      status: outcome === 'success' ? 'captured' : 'failed',
    });
    if (outcome === 'success') {
      this.deliver(
        this.webhook('payment.captured', {
          payment: { entity: { ...entity, status: 'captured' } },
        }),
      );
      return {
        ok: true,
        response: {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: paymentSignature(SIMULATOR_KEY_SECRET, order.id, paymentId),
        },
      };
    }
    this.deliver(
      this.webhook('payment.failed', {
        payment: {
          entity: {
            ...entity,
            status: 'failed',
            error_description: reason,
            error_reason: 'payment_failed',
          },
        },
      }),
    );
    return {
      ok: false,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: reason,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: paymentId },
      },
    };
  }

  private webhook(event: string, payload: GatewayWebhookEvent['payload']): SignedWebhook {
    const body = JSON.stringify({
      entity: 'event',
      event,
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      eventId: providerId('evt'),
      body,
      signature: hmacHex(SIMULATOR_WEBHOOK_SECRET, body),
    };
  }
}
