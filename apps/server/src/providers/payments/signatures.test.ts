import { createHmac } from 'node:crypto';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { paymentSignature, sameSignature, verifyPayment, verifyWebhook } from './signatures';

/** Razorpay's rule, computed independently: HMAC-SHA256 hex of `order_id|payment_id`. */
const expected = createHmac('sha256', 'secret')
  .update('order_IluGWxBm9U8zJ8|pay_IH4NVgf4Dreq1l')
  .digest('hex');

describe('payment signatures', () => {
  it('sign `order_id|payment_id` with the key secret as the provider does', () => {
    expect(paymentSignature('secret', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l')).toBe(expected);
    const input = {
      providerOrderId: 'order_IluGWxBm9U8zJ8',
      providerPaymentId: 'pay_IH4NVgf4Dreq1l',
      signature: expected,
    };
    expect(verifyPayment('secret', input)).toBe(true);
    expect(verifyPayment('other secret', input)).toBe(false);
    expect(verifyPayment('secret', { ...input, providerPaymentId: 'pay_IH4NVgf4Dreq1m' })).toBe(
      false,
    );
  });

  it('refuse tampered, short, long and non-hex signatures without throwing', () => {
    const flipped = `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`;
    for (const bad of [flipped, expected.slice(0, 10), `${expected}00`, 'z'.repeat(64), ''])
      expect(sameSignature(expected, bad)).toBe(false);
    expect(sameSignature(expected, expected.toUpperCase())).toBe(false);
  });

  it('verify a webhook over the exact bytes received', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = createHmac('sha256', 'hook').update(body).digest('hex');
    expect(verifyWebhook('hook', body, signature)).toBe(true);
    expect(verifyWebhook('hook', Buffer.from(body), signature)).toBe(true);
    expect(verifyWebhook('hook', body.replace('captured', 'failed'), signature)).toBe(false);
  });

  it("agree with the official SDK's own checks", () => {
    const signature = paymentSignature('secret', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l');
    expect(
      validatePaymentVerification(
        { order_id: 'order_IluGWxBm9U8zJ8', payment_id: 'pay_IH4NVgf4Dreq1l' },
        signature,
        'secret',
      ),
    ).toBe(true);
    const body = '{"entity":"event","event":"refund.processed","payload":{}}';
    const hook = createHmac('sha256', 'hook').update(body).digest('hex');
    expect(validateWebhookSignature(body, hook, 'hook')).toBe(true);
    expect(verifyWebhook('hook', body, hook)).toBe(true);
  });
});
