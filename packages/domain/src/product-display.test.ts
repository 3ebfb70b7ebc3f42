import { describe, expect, it } from 'vitest';
import {
  formatPackageSize,
  isPreorder,
  isShownReview,
  ratingColour,
  showRatingBadge,
  showRatingBlock,
  stockState,
  truncateName,
} from './product-display';

describe('product name on cards', () => {
  it.each([
    ['Ragi Dosa Batter', 'Ragi Dosa Batter'],
    ['Exactly twenty-seven chars!', 'Exactly twenty-seven chars!'],
    ['Cold Pressed Groundnut Oil - 1 Litre Tin', 'Cold Pressed Groundnut Oil...'],
    ['Organic Bella (Jaggery) Powder', 'Organic Bella (Jaggery) Pow...'],
  ])('%s -> %s', (name, shown) => {
    expect(truncateName(name)).toBe(shown);
  });
});

describe('stock state', () => {
  it.each([
    [{ quantityAvailable: 3, showStock: true }, 'add'],
    [{ quantityAvailable: 0, showStock: true }, 'soldOut'],
    [{ quantityAvailable: 0, showStock: false }, 'outOfStock'],
    [{ quantityAvailable: 5, showStock: false }, 'outOfStock'],
  ] as const)('%o -> %s', (product, state) => {
    expect(stockState(product)).toBe(state);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('preorder when canSellBeforeStocking=%s and isStockInHand=%s: %s', (canSell, inHand, tag) => {
    expect(isPreorder({ canSellBeforeStocking: canSell, isStockInHand: inHand })).toBe(tag);
  });
});

describe('rating badge', () => {
  it.each([
    [4.6, 'green', true],
    [4, 'green', true],
    [3.9, 'lightGreen', true],
    [3.71, 'lightGreen', true],
    [3.7, 'yellow', false],
    [3, 'yellow', false],
    [2.9, 'none', false],
  ] as const)('%d is %s, badge shown: %s', (rating, colour, shown) => {
    expect(ratingColour(rating)).toBe(colour);
    expect(showRatingBadge(rating)).toBe(shown);
  });

  it.each([
    [{ rating: 4.2, numReviews: 3 }, true],
    [{ rating: 4.2, numReviews: 0 }, false],
    [{ rating: 3.7, numReviews: 10 }, false],
  ])('rating block for %o: %s', (product, shown) => {
    expect(showRatingBlock(product)).toBe(shown);
  });

  it.each([
    [{ title: 'Tasty', body: '' }, true],
    [{ title: '', body: 'Fresh and soft' }, true],
    [{ title: '  ', body: null }, false],
  ])('review %o shown: %s', (review, shown) => {
    expect(isShownReview(review)).toBe(shown);
  });
});

describe('package size', () => {
  it.each([
    [500, 'g', '500 g'],
    [1.5, 'kg', '1.5 kg'],
    [0.25, 'L', '0.25 L'],
    [1, 'L', '1 L'],
  ])('%d %s', (size, unit, text) => {
    expect(formatPackageSize(size, unit)).toBe(text);
  });
});
