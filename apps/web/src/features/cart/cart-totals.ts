import { couponFits, discountAmountPaise } from '@makers-pantry/domain/discounts';
import { paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { CartLine } from '../../lib/cart-store';
import { useDiscount } from '../../lib/discount-store';

/** Items total in rupees (summed in paise, so no float drift) and the number of units in the cart. */
export function cartTotals(lines: CartLine[]) {
  let paise = 0;
  let count = 0;
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    paise += rupeesToPaise(line.price) * line.quantity;
    count += line.quantity;
  }
  return { itemsTotal: paiseToRupees(paise), itemCount: count };
}

/**
 * What the cart asks for its items: the total less the applied code's discount, when the code
 * still holds for this total (a cart shrunk below a code's minimum gets no discount). The panel
 * and the phone's sticky bar both show this one figure.
 */
export function useCartPayable(itemsTotal: number) {
  const coupon = useDiscount();
  const applies = coupon !== null && couponFits(coupon, itemsTotal);
  const discountPaise = applies
    ? discountAmountPaise(
        rupeesToPaise(itemsTotal),
        coupon.discountPercentage,
        rupeesToPaise(coupon.discountCap),
      )
    : 0;
  return {
    discount: paiseToRupees(discountPaise),
    toPay: paiseToRupees(rupeesToPaise(itemsTotal) - discountPaise),
  };
}

/** What the totals panel and the phone's sticky bar are both given: the totals and Buy Now. */
export interface BuyNowProps {
  itemsTotal: number;
  itemCount: number;
  /** While stock and prices are being checked, buying waits for the answer. */
  checking: boolean;
  onBuyNow: () => void;
}
