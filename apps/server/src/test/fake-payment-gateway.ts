import {
  PaymentGatewayUnavailable,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../providers/payments/payment-gateway';
import {
  hmacHex,
  paymentSignature,
  verifyPayment,
  verifyWebhook,
} from '../providers/payments/signatures';

/**
 * A PaymentGateway for the order path's tests, signing as the provider does. It can be told to be
 * down, and keeps what it was asked, so tests can say what reached the provider.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly name = 'simulator' as const;
  readonly keyId = 'rzp_test_fake';
  readonly checkoutScriptUrl = '/simulator/checkout.js';
  readonly keySecret = 'fake-key-secret';
  readonly webhookSecret = 'fake-webhook-secret';
  down = false;
  /**
   * While set, createOrder never answers, as when the server dies while asking the provider: the
   * checkout has committed, and its answer is never sent. `stalled` resolves on the first such call.
   */
  stall = false;
  private stalledOnce: () => void = () => {};
  readonly stalled = new Promise<void>((resolve) => (this.stalledOnce = resolve));
  private serial = 0;
  readonly orders: GatewayOrder[] = [];
  /** Payments the provider took, by id: signing one for the browser records it as captured. */
  readonly payments = new Map<string, GatewayPayment>();
  /** Every refund call, answered or not, by its idempotency key. */
  readonly refundCalls: string[] = [];
  readonly refunds: { idempotencyKey: string; amountPaise: number; providerPaymentId: string }[] =
    [];

  createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    if (this.down) return Promise.reject(new PaymentGatewayUnavailable('provider down'));
    if (this.stall) {
      this.stalledOnce();
      return new Promise<GatewayOrder>(() => {});
    }
    const order: GatewayOrder = {
      id: `order_F${++this.serial}${Date.now().toString(36)}`,
      amountPaise: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
    };
    this.orders.push(order);
    return Promise.resolve(order);
  }

  verifyPaymentSignature(input: {
    providerOrderId: string;
    providerPaymentId: string;
    signature: string;
  }): boolean {
    return verifyPayment(this.keySecret, input);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return verifyWebhook(this.webhookSecret, rawBody, signature);
  }

  fetchPayment(providerPaymentId: string): Promise<GatewayPayment> {
    if (this.down) return Promise.reject(new PaymentGatewayUnavailable('provider down'));
    const payment = this.payments.get(providerPaymentId);
    if (!payment) return Promise.reject(new PaymentGatewayUnavailable('no such payment'));
    return Promise.resolve(payment);
  }

  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    idempotencyKey: string;
  }): Promise<GatewayRefund> {
    this.refundCalls.push(input.idempotencyKey);
    if (this.down) return Promise.reject(new PaymentGatewayUnavailable('provider down'));
    const existing = this.refunds.findIndex((r) => r.idempotencyKey === input.idempotencyKey);
    if (existing < 0) this.refunds.push(input);
    const index = existing < 0 ? this.refunds.length - 1 : existing;
    return Promise.resolve({ id: `rfnd_F${index + 1}`, status: 'pending' });
  }

  /**
   * What the provider's checkout hands the browser after a successful payment, which the provider
   * then knows as captured for the order's amount (or what `paid` says was taken).
   */
  signPayment(
    providerOrderId: string,
    providerPaymentId: string,
    paid: Partial<Pick<GatewayPayment, 'amountPaise' | 'currency' | 'status'>> = {},
  ): string {
    const order = this.orders.find((known) => known.id === providerOrderId);
    this.payments.set(providerPaymentId, {
      id: providerPaymentId,
      providerOrderId,
      amountPaise: order?.amountPaise ?? 0,
      currency: 'INR',
      status: 'captured',
      ...paid,
    });
    return paymentSignature(this.keySecret, providerOrderId, providerPaymentId);
  }

  signWebhook(rawBody: string): string {
    return hmacHex(this.webhookSecret, rawBody);
  }
}
