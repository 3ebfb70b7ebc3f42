/**
 * Stock is never typed in: it is what the product's batches still hold. Approved batches are on
 * the shelf; planned and inwarded ones only count for products that may be sold before stocking.
 */
export interface BatchTotals {
  /** quantityRemaining summed over approved batches. */
  inHand: number;
  /** quantityRemaining summed over planned and inwarded batches. */
  awaited: number;
}

export interface StockState {
  isStockInHand: boolean;
  quantityAvailable: number;
  /** Nothing on the shelf, but awaited stock may be sold: the card shows 'Preorder'. */
  isPreorder: boolean;
}

export function stockState(totals: BatchTotals, canSellBeforeStocking: boolean): StockState {
  const isStockInHand = totals.inHand > 0;
  const sellableAwaited = canSellBeforeStocking ? totals.awaited : 0;
  return {
    isStockInHand,
    quantityAvailable: totals.inHand + sellableAwaited,
    isPreorder: !isStockInHand && sellableAwaited > 0,
  };
}

/** What a customer may put in the cart: hidden stock (showStock false) cannot be bought. */
export const sellableQuantity = (stock: StockState, showStock: boolean) =>
  showStock ? stock.quantityAvailable : 0;
