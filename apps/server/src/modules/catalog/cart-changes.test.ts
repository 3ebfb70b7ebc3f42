import { describe, expect, it } from 'vitest';
import { checkCartLine, mergeCartLines } from './cart-changes';

describe('checkCartLine', () => {
  it.each([
    [2, 5, undefined, 2, null],
    [5, 2, undefined, 2, 'Only 2 left. Quantity updated from 5 to 2'],
    [5, 0, undefined, 0, 'Sold out'],
    [0, 0, undefined, 0, null],
    [0, 4, undefined, 0, null],
    [1, 3, 110, 1, 'Price changed from ₹110 to ₹120'],
    [1, 3, 120, 1, null],
    [3, 0, 110, 0, 'Sold out'],
    [4, 1, 99.5, 1, 'Only 1 left. Quantity updated from 4 to 1. Price changed from ₹99.50 to ₹120'],
  ])(
    'wants %i, %i sellable, saw ₹%s',
    (requested, sellable, seenPrice, quantityPossible, changeMessage) => {
      expect(checkCartLine({ requested, sellable, pricePaise: 12_000, seenPrice })).toEqual({
        quantityPossible,
        changeMessage,
      });
    },
  );
});

describe('mergeCartLines', () => {
  it('adds up repeats at the first position, keeping the first price seen', () => {
    expect(
      mergeCartLines([
        { id: 7, quantityPossible: 2 },
        { id: 3, quantityPossible: 1, price: 10 },
        { id: 7, quantityPossible: 4, price: 55 },
        { id: 3, quantityPossible: 1, price: 12 },
      ]),
    ).toEqual([
      { id: 7, quantityPossible: 6, price: 55 },
      { id: 3, quantityPossible: 2, price: 10 },
    ]);
  });

  it('caps a merged quantity at the most a cart line may hold', () => {
    expect(
      mergeCartLines([
        { id: 1, quantityPossible: 900 },
        { id: 1, quantityPossible: 900 },
      ]),
    ).toEqual([{ id: 1, quantityPossible: 999 }]);
  });
});
