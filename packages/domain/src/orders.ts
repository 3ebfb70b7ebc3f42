import { z } from 'zod';
import { addressPartsShape } from './addresses';
import { fieldIdSchema } from './bounds';
import { DELIVERY_LINES_MAX, deliverySlotSchema } from './delivery-options';
import { discountCodeTextSchema } from './discounts';
import { PAYMENT_METHOD, PAYMENT_STATUSES } from './order-codes';
import { rejectUnknownFields } from './unknown-fields';

/**
 * Checkout, order creation and payment. Amounts are
 * rupees at this boundary; the server recomputes every amount from the database.
 */

/** Pay on delivery is refused above this total (rupees). */
export const POD_CAP_RUPEES = 1000;

/** How long an unpaid online order keeps its stock and slot places (PAYMENT_HOLD_MINUTES). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/**
 * A product on more than one line of a checkout (in one delivery or in two), if any. Delivery
 * options put each product in one delivery, so a repeat is refused rather than merged: merged,
 * it would step around the 999-per-product limit that a single line keeps.
 */
export function productSentTwice(
  slots: readonly { products: readonly { id: number }[] }[],
): number | undefined {
  const seen = new Set<number>();
  for (const slot of slots)
    for (const product of slot.products) {
      if (seen.has(product.id)) return product.id;
      seen.add(product.id);
    }
  return undefined;
}

/**
 * POST api/orders/create-v2/. Prices are never taken from the client. Each
 * product appears once in the whole checkout (see productSentTwice), so its one line's limit of
 * 999 is the limit for the checkout.
 */
export const createOrderRequestSchema = z.strictObject(
  {
    selectedOption: z
      .strictObject(
        {
          slots: z
            .array(
              z.strictObject(
                {
                  id: fieldIdSchema('A slot id'),
                  products: z
                    .array(
                      z.strictObject(
                        {
                          id: fieldIdSchema('A product id'),
                          quantityPossible: z
                            .number({ error: 'quantityPossible must be a number.' })
                            .int('quantityPossible must be a whole number.')
                            .min(1, 'quantityPossible must be at least 1.')
                            .max(999, 'quantityPossible can be at most 999.'),
                        },
                        rejectUnknownFields,
                      ),
                    )
                    .min(1, 'Every delivery needs at least one product.')
                    .max(DELIVERY_LINES_MAX, `At most ${DELIVERY_LINES_MAX} products.`),
                },
                rejectUnknownFields,
              ),
            )
            .min(1, 'Choose a delivery slot first.')
            .max(10, 'At most 10 deliveries.'),
        },
        rejectUnknownFields,
      )
      .superRefine((option, ctx) => {
        const product = productSentTwice(option.slots);
        if (product !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['slots'],
            message: `Product ${product} is sent more than once. Send each product once, with its whole quantity.`,
          });
      }),
    /** The customer's own address id. */
    address: fieldIdSchema('address'),
    /** The delivery fees the customer was shown (rupees); a different server figure answers 409. */
    deliveryFee: z.number({ error: 'deliveryFee must be a number.' }).min(0).max(100_000),
    /** 10 online (also for a zero payable amount), 20 pay on delivery. */
    paymentMethod: z.union([z.literal(PAYMENT_METHOD.ONLINE), z.literal(PAYMENT_METHOD.POD)], {
      error: 'paymentMethod must be 10 (online) or 20 (pay on delivery).',
    }),
    discountCode: discountCodeTextSchema.optional(),
  },
  rejectUnknownFields,
);
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** What the browser passes to `new Razorpay(options)` (Standard Checkout). Amount in paise. */
export const razorpayCheckoutOptionsSchema = z.object({
  key: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  order_id: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
  notes: z.record(z.string(), z.string()),
});
export type RazorpayCheckoutOptions = z.infer<typeof razorpayCheckoutOptionsSchema>;

/** 'Order create response'. No checkout options when nothing is to be paid online. */
export const createOrderResponseSchema = z.object({
  paymentMethod: z.number().int(),
  myjaxyPaymentId: z.number().int(),
  razorpayCheckoutOptions: razorpayCheckoutOptionsSchema.nullable(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** POST api/orders/payment/confirm/. */
export const paymentConfirmRequestSchema = z.strictObject(
  {
    myjaxyPaymentId: fieldIdSchema('myjaxyPaymentId'),
    razorpayPaymentId: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'razorpayPaymentId is not valid.'),
    razorpayOrderId: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'razorpayOrderId is not valid.'),
    razorpaySignature: z.string().regex(/^[a-f0-9]{64}$/, 'razorpaySignature is not valid.'),
  },
  rejectUnknownFields,
);
export type PaymentConfirmRequest = z.infer<typeof paymentConfirmRequestSchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** GET api/orders/for_payment/{id}/: what a retry of the online payment needs. */
export const paymentForCheckoutSchema = z.object({
  myjaxyPaymentId: z.number().int(),
  paymentMethod: z.number().int(),
  paymentStatus: paymentStatusSchema,
  netPayable: z.number(),
  razorpayCheckoutOptions: razorpayCheckoutOptionsSchema.nullable(),
});
export type PaymentForCheckout = z.infer<typeof paymentForCheckoutSchema>;

/** The address an order went to, as kept with the order. */
export const orderAddressSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  ...addressPartsShape,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** GET api/orders/payment/{id}/. */
export const orderConfirmationSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  paymentStatus: paymentStatusSchema,
  paymentMethod: z.number().int(),
  netPayable: z.number(),
  itemsTotal: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  address: orderAddressSchema,
  orders: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      address: orderAddressSchema,
      deliverySlot: deliverySlotSchema,
      deliveryFee: z.number(),
      items: z.array(
        z.object({
          id: z.number().int(),
          productId: z.number().int(),
          name: z.string(),
          quantity: z.number().int(),
          price: z.number(),
        }),
      ),
    }),
  ),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

/** Why pay on delivery is not offered, or null when it is. */
export type PodRefusal = 'empty-cart' | 'above-cap' | 'slot' | 'customer';

export function podRefusal(input: {
  payableRupees: number;
  itemCount: number;
  anySlotRefusesPod: boolean;
  isCustomerPodAllowed: boolean;
}): PodRefusal | null {
  if (input.itemCount === 0) return 'empty-cart';
  if (input.payableRupees > POD_CAP_RUPEES) return 'above-cap';
  if (input.anySlotRefusesPod) return 'slot';
  if (!input.isCustomerPodAllowed) return 'customer';
  return null;
}

/** 'Payment failed! {reason} Please try again.' */
export function paymentFailedMessage(reason: string): string {
  const said = reason.trim();
  return said
    ? `Payment failed! ${said.replace(/\.?$/, '.')} Please try again.`
    : 'Payment failed! Please try again.';
}

/** GET api/orders/credit/: customer credit (rupees) the next order spends by itself. */
export const customerCreditSchema = z.object({ amount: z.number() });
export type CustomerCredit = z.infer<typeof customerCreditSchema>;
