import { paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { CartLine } from '../../lib/cart-store';

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
