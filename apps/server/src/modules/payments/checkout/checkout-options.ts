import { and, eq, isNull } from 'drizzle-orm';
import type { RazorpayCheckoutOptions } from '@makers-pantry/domain/orders';
import type { AppContext } from '../../../context';
import { payments } from '../../../db/schema/payments';
import type { PaymentGateway } from '../../../providers/payments/payment-gateway';

/** Who is paying, for the checkout's prefill. */
export interface Payer {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

export const SHOP_NAME = 'Makers Pantry';

/** What the browser passes to `new Razorpay(options)`. */
export function checkoutOptions(
  gateway: PaymentGateway,
  payment: { id: number; netPaise: number; providerOrderId: string },
  payer: Payer,
): RazorpayCheckoutOptions {
  return {
    key: gateway.keyId,
    amount: payment.netPaise,
    currency: 'INR',
    order_id: payment.providerOrderId,
    name: SHOP_NAME,
    description: `Order #${payment.id}`,
    prefill: {
      name: `${payer.firstName} ${payer.lastName}`.trim(),
      contact: payer.mobile,
      email: payer.email,
    },
    notes: { myjaxyPaymentId: String(payment.id) },
  };
}

/**
 * Asks the gateway for the provider order of a committed, unpaid payment and keeps its id. Never
 * inside a transaction. If another request stored one first, that one is kept and answered.
 * Throws what the gateway throws.
 */
export async function openProviderOrder(
  context: AppContext,
  gateway: PaymentGateway,
  payment: { id: number; netPaise: number },
): Promise<string> {
  const providerOrder = await gateway.createOrder({
    amountPaise: payment.netPaise,
    receipt: `payment-${payment.id}`,
    notes: { myjaxyPaymentId: String(payment.id) },
  });
  const stored = await context.db
    .update(payments)
    .set({ provider: gateway.name, providerOrderId: providerOrder.id, updatedAt: context.now() })
    .where(and(eq(payments.id, payment.id), isNull(payments.providerOrderId)))
    .returning({ providerOrderId: payments.providerOrderId });
  if (stored[0]?.providerOrderId) return stored[0].providerOrderId;
  const [existing] = await context.db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(eq(payments.id, payment.id));
  return existing?.providerOrderId ?? providerOrder.id;
}
