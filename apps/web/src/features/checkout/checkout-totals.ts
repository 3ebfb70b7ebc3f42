import { itemsTotalPaise } from '@makers-pantry/domain/delivery-options';
import { discountAmountPaise, type DiscountCoupon } from '@makers-pantry/domain/discounts';
import { rupeesToPaise } from '@makers-pantry/domain/money';
import type { SavedSlotSelection } from '@makers-pantry/domain/slot-selection';

/**
 * What the checkout shows before ordering, in paise, from the saved slot selection and the applied
 * code (the same domain rules the server charges by; the server's figure wins if they differ).
 */
export function checkoutTotals(selection: SavedSlotSelection, coupon: DiscountCoupon | null) {
  const items = selection.slots.reduce((sum, { products }) => sum + itemsTotalPaise(products), 0);
  const discount = coupon
    ? discountAmountPaise(items, coupon.discountPercentage, rupeesToPaise(coupon.discountCap))
    : 0;
  const deliveryFees = rupeesToPaise(selection.delFee);
  const itemCount = selection.slots.reduce(
    (sum, { products }) => sum + products.reduce((n, p) => n + p.quantityPossible, 0),
    0,
  );
  return {
    items,
    discount,
    deliveryFees,
    payable: Math.max(0, items - discount + deliveryFees),
    itemCount,
  };
}
