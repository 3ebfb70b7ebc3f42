import { describe, expect, it } from 'vitest';
import { sellableQuantity, stockState } from './stock';

describe('stockState', () => {
  it.each([
    // inHand, awaited, canSellBeforeStocking -> inHand?, available, preorder?
    [5, 0, false, true, 5, false],
    [5, 7, false, true, 5, false],
    [5, 7, true, true, 12, false],
    [0, 7, true, false, 7, true],
    [0, 7, false, false, 0, false],
    [0, 0, true, false, 0, false],
  ])(
    'in hand %i, awaited %i, preorder allowed %s',
    (inHand, awaited, canSell, isStockInHand, quantityAvailable, isPreorder) => {
      expect(stockState({ inHand, awaited }, canSell)).toEqual({
        isStockInHand,
        quantityAvailable,
        isPreorder,
      });
    },
  );

  it('sells nothing while the stock is hidden', () => {
    const stock = stockState({ inHand: 4, awaited: 0 }, false);
    expect(sellableQuantity(stock, true)).toBe(4);
    expect(sellableQuantity(stock, false)).toBe(0);
  });
});
