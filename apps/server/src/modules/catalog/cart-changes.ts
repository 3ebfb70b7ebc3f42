import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';

export const NO_LONGER_AVAILABLE = 'This product is no longer available';
export const SOLD_OUT = 'Sold out';

export interface CartLineCheck {
  /** Quantity the customer has in the cart. */
  requested: number;
  /** What can be sold now. */
  sellable: number;
  pricePaise: number;
  /** The price in rupees the customer saw, when the browser sent it. */
  seenPrice?: number | undefined;
}

/**
 * What changed for one cart line since the customer added it, in words they can act on. A line
 * the customer already emptied (quantity 0) has nothing to be told, so the cart can hide it.
 */
export function checkCartLine(line: CartLineCheck): {
  quantityPossible: number;
  changeMessage: string | null;
} {
  const quantityPossible = Math.min(line.requested, line.sellable);
  const messages: string[] = [];
  if (line.requested > 0 && line.sellable === 0) messages.push(SOLD_OUT);
  else if (line.requested > line.sellable)
    messages.push(
      `Only ${line.sellable} left. Quantity updated from ${line.requested} to ${line.sellable}`,
    );
  if (
    quantityPossible > 0 &&
    line.seenPrice !== undefined &&
    rupeesToPaise(line.seenPrice) !== line.pricePaise
  )
    messages.push(
      `Price changed from ${formatRupees(line.seenPrice)} to ${formatRupees(paiseToRupees(line.pricePaise))}`,
    );
  return { quantityPossible, changeMessage: messages.length ? messages.join('. ') : null };
}

export interface CartRequestLine {
  id: number;
  quantityPossible: number;
  price?: number | undefined;
}

/** The same product twice in a cart is one line: quantities add up, first position kept. */
export function mergeCartLines(lines: readonly CartRequestLine[], maxQuantity = 999) {
  const merged = new Map<number, CartRequestLine>();
  for (const line of lines) {
    const earlier = merged.get(line.id);
    if (!earlier) merged.set(line.id, { ...line });
    else {
      earlier.quantityPossible = Math.min(
        earlier.quantityPossible + line.quantityPossible,
        maxQuantity,
      );
      earlier.price ??= line.price;
    }
  }
  return [...merged.values()];
}
