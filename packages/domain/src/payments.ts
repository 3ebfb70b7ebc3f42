import { z } from 'zod';
import { safeText } from './text';

/** GET /api/payments/checkout-script/: which checkout the browser loads (Razorpay's or ours). */
export const checkoutScriptSchema = z.object({
  gateway: z.enum(['simulator', 'razorpay']),
  scriptUrl: z.string(),
  keyId: z.string(),
});
export type CheckoutScript = z.infer<typeof checkoutScriptSchema>;

/** Reasons the simulator's payer can fail a payment with, as banks word them. */
export const SIMULATED_FAILURES = [
  'Card declined by the bank',
  'Payment cancelled by the bank',
  'UPI request expired',
] as const;

/** POST /api/payments/simulator/orders/{providerOrderId}/pay/ (the simulator's dialog). */
export const simulatedPaymentSchema = z.strictObject({
  outcome: z.enum(['success', 'failure']),
  reason: safeText('reason', { max: 120 }).optional(),
});
