import { discountCouponSchema, type DiscountCoupon } from '@makers-pantry/domain/discounts';
import { useMemo } from 'react';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';
import { useStoredValue } from './stored-value';

/**
 * The discount code the customer applied in the cart (a valid result is stored
 * locally), read again at checkout; cleared with the rest of the shop's storage on logout and on a
 * 401, and after an order is placed.
 */
const parse = (value: unknown): DiscountCoupon | null => {
  const parsed = discountCouponSchema.safeParse(value);
  return parsed.success && parsed.data.isValid ? parsed.data : null;
};

export const readDiscount = () => parse(readStored<unknown>(STORAGE_KEYS.discount));
export const saveDiscount = (coupon: DiscountCoupon) => writeStored(STORAGE_KEYS.discount, coupon);
export const clearDiscount = () => removeStored(STORAGE_KEYS.discount);

export function useDiscount(): DiscountCoupon | null {
  const stored = useStoredValue<unknown>(STORAGE_KEYS.discount, null);
  return useMemo(() => parse(stored), [stored]);
}
