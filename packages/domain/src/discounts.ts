import { z } from 'zod';
import { safeText } from './text';

/**
 * Discount codes (POST api/orders/check-discount-code/). The amount rule
 * lives here once: the cart shows it, the server charges it.
 */

export const INVALID_DISCOUNT_CODE = 'Invalid code. Please try again';

export const DISCOUNT_CODE_MAX = 30;

/** What the customer typed, trimmed and upper-cased. */
export const discountCodeTextSchema = safeText('discountCode', {
  min: 1,
  max: DISCOUNT_CODE_MAX,
}).transform((code) => code.trim().toUpperCase());

/**
 * `itemsTotal` (rupees, optional, ours): the cart's item total, so a code with a minimum order can
 * answer isValid false before checkout. Without it the minimum is checked when the order is placed.
 */
export const checkDiscountCodeRequestSchema = z.strictObject({
  discountCode: discountCodeTextSchema,
  itemsTotal: z
    .number({ error: 'itemsTotal must be a number.' })
    .min(0, 'itemsTotal cannot be negative.')
    .max(10_000_000, 'itemsTotal is too large.')
    .optional(),
});
export type CheckDiscountCodeRequest = z.input<typeof checkDiscountCodeRequestSchema>;

/** 'Discount coupon'; the cap is in rupees. Invalid codes answer isValid false. */
export const discountCouponSchema = z.object({
  isValid: z.boolean(),
  discountPercentage: z.number(),
  discountCap: z.number(),
  discountCode: z.string(),
  /**
   * Ours: the items total (rupees) the code needs, so the cart can drop it the moment the cart
   * shrinks below it, without asking again. 0 when it needs none.
   */
  minOrderAmount: z.number().optional(),
  /** Ours, on a refusal: why, in a sentence ('This code has expired.'); null for an unknown code. */
  reason: z.string().nullable().optional(),
});
export type DiscountCoupon = z.infer<typeof discountCouponSchema>;

export const belowMinimumReason = (minOrderText: string) =>
  `This code needs items worth at least ${minOrderText}.`;

/** The shop's sentence for a refused code, and why when we know. */
export const refusedCodeText = (reason: string | null | undefined) =>
  reason ? `${INVALID_DISCOUNT_CODE}. ${reason}` : INVALID_DISCOUNT_CODE;

/** Whether an applied code still holds for this items total (rupees): its minimum is met. */
export const couponFits = (coupon: DiscountCoupon, itemsTotal: number) =>
  itemsTotal >= (coupon.minOrderAmount ?? 0);

/**
 * The percentage of the item total, rounded, capped at the code's cap. Paise in,
 * paise out; rounded to whole rupees as the shop has always shown it.
 */
export function discountAmountPaise(
  itemsTotalPaise: number,
  percentage: number,
  capPaise: number,
): number {
  if (itemsTotalPaise <= 0 || percentage <= 0) return 0;
  const rupees = Math.round((itemsTotalPaise * percentage) / 100 / 100);
  return Math.max(0, Math.min(rupees * 100, capPaise, itemsTotalPaise));
}
