import { itemsTotalPaise } from '@makers-pantry/domain/delivery-options';
import {
  couponFits,
  discountAmountPaise,
  type DiscountCoupon,
} from '@makers-pantry/domain/discounts';
import { paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { SavedSlotSelection } from '@makers-pantry/domain/slot-selection';

/**
 * What the checkout shows before ordering, in paise, from the saved slot selection, the applied
 * code and the customer's credit (the same rules the server charges by; the server's figure wins
 * if they differ). Credit pays what the code leaves, never more.
 */
export function checkoutTotals(
  selection: SavedSlotSelection,
  coupon: DiscountCoupon | null,
  creditPaise = 0,
) {
  const items = selection.slots.reduce((sum, { products }) => sum + itemsTotalPaise(products), 0);
  // A code whose minimum the items no longer meet is not applied (nor sent with the order).
  const applied = coupon && couponFits(coupon, paiseToRupees(items)) ? coupon : null;
  const discount = applied
    ? discountAmountPaise(items, applied.discountPercentage, rupeesToPaise(applied.discountCap))
    : 0;
  const deliveryFees = rupeesToPaise(selection.delFee);
  const itemCount = selection.slots.reduce(
    (sum, { products }) => sum + products.reduce((n, p) => n + p.quantityPossible, 0),
    0,
  );
  const beforeCredit = Math.max(0, items - discount + deliveryFees);
  const credit = Math.min(Math.max(0, creditPaise), beforeCredit);
  return {
    coupon: applied,
    items,
    discount,
    deliveryFees,
    credit,
    payable: beforeCredit - credit,
    itemCount,
  };
}
