import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How Razorpay signs, and so how our simulator signs too: HMAC-SHA256 in hex, of
 * `order_id|payment_id` with the key secret for a payment, and of the raw body with the webhook
 * secret for a webhook. One verification path serves both gateways.
 */
export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

export const paymentSignature = (
  keySecret: string,
  providerOrderId: string,
  providerPaymentId: string,
) => hmacHex(keySecret, `${providerOrderId}|${providerPaymentId}`);

/** Constant time whatever the input: a wrong length or non-hex text is simply not equal. */
export function sameSignature(expected: string, received: string): boolean {
  if (typeof received !== 'string' || !/^[a-f0-9]{64}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}

export const verifyPayment = (
  keySecret: string,
  input: { providerOrderId: string; providerPaymentId: string; signature: string },
) =>
  sameSignature(
    paymentSignature(keySecret, input.providerOrderId, input.providerPaymentId),
    input.signature,
  );

export const verifyWebhook = (webhookSecret: string, rawBody: string | Buffer, signature: string) =>
  sameSignature(hmacHex(webhookSecret, rawBody), signature);
