import { deliveryFeePaise } from '@makers-pantry/domain/delivery-options';

/** A line of the order as the server priced it: the product's price now, never the client's. */
export interface PricedLine {
  slotId: number;
  productId: number;
  makerId: number;
  quantity: number;
  pricePaise: number;
}

export interface SlotFeeRule {
  id: number;
  type: number;
  deliveryFeePaise: number;
  freeDeliveryAmountPaise: number;
}

/** One order of the payment: one slot and one maker. */
export interface PricedOrder {
  slotId: number;
  makerId: number;
  lines: PricedLine[];
  itemsSubtotalPaise: number;
  /** The slot's fee rides on the first order of the slot. */
  deliveryFeePaise: number;
  /** Its share of the code's discount plus the credit it spends. */
  discountPaise: number;
  creditPaise: number;
  netPaise: number;
}

export interface PricedCheckout {
  itemsTotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  /** Customer credit spent on this checkout (never more than what is left to pay). */
  creditPaise: number;
  grossPaise: number;
  netPaise: number;
  orders: PricedOrder[];
}

const subtotal = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);

/** The delivery fee of each slot, from that slot's own items total. */
export function slotFees(
  lines: readonly PricedLine[],
  slots: readonly SlotFeeRule[],
): Map<number, number> {
  const fees = new Map<number, number>();
  for (const slot of slots) {
    const total = subtotal(lines.filter((line) => line.slotId === slot.id));
    fees.set(slot.id, deliveryFeePaise(slot, total));
  }
  return fees;
}

/**
 * Splits the checkout into one order per slot and maker (slots in the customer's order, makers by
 * id) and shares the discount in proportion to each order's items (in whole rupees when the
 * discount is), the last order taking what rounding left, so the orders always add up to the payment and a cancel refunds its own share.
 * Credit (up to `creditAvailablePaise`) then pays what is left, order by order, so each order
 * knows the credit to give back if it closes.
 */
export function priceCheckout(
  lines: readonly PricedLine[],
  slots: readonly SlotFeeRule[],
  discountPaise: number,
  creditAvailablePaise = 0,
): PricedCheckout {
  const fees = slotFees(lines, slots);
  const itemsTotalPaise = subtotal(lines);
  const deliveryFee = [...fees.values()].reduce((sum, fee) => sum + fee, 0);
  const discount = Math.min(discountPaise, itemsTotalPaise);

  const orders: PricedOrder[] = [];
  for (const slot of slots) {
    const inSlot = lines.filter((line) => line.slotId === slot.id);
    const makerIds = [...new Set(inSlot.map((line) => line.makerId))].sort((a, b) => a - b);
    makerIds.forEach((makerId, index) => {
      const own = inSlot.filter((line) => line.makerId === makerId);
      orders.push({
        slotId: slot.id,
        makerId,
        lines: own,
        itemsSubtotalPaise: subtotal(own),
        deliveryFeePaise: index === 0 ? (fees.get(slot.id) ?? 0) : 0,
        discountPaise: 0,
        creditPaise: 0,
        netPaise: 0,
      });
    });
  }
  let discountLeft = discount;
  // A discount of whole rupees (the shop rounds a code's amount) is shared in whole rupees, so
  // what a cancel leaves on the bill and sends back reads as the amounts the shopper was shown.
  const unit = discount % 100 === 0 ? 100 : 1;
  orders.forEach((order, index) => {
    const share =
      index === orders.length - 1
        ? discountLeft
        : itemsTotalPaise === 0
          ? 0
          : Math.floor((discount * order.itemsSubtotalPaise) / itemsTotalPaise / unit) * unit;
    discountLeft -= share;
    order.discountPaise = share;
    order.netPaise = order.itemsSubtotalPaise + order.deliveryFeePaise - share;
  });
  let creditLeft = Math.max(0, creditAvailablePaise);
  for (const order of orders) {
    const spent = Math.min(creditLeft, order.netPaise);
    creditLeft -= spent;
    order.creditPaise = spent;
    order.discountPaise += spent;
    order.netPaise -= spent;
  }
  const grossPaise = itemsTotalPaise + deliveryFee;
  const credit = Math.max(0, creditAvailablePaise) - creditLeft;
  return {
    itemsTotalPaise,
    deliveryFeePaise: deliveryFee,
    discountPaise: discount,
    creditPaise: credit,
    grossPaise,
    netPaise: grossPaise - discount - credit,
    orders,
  };
}
