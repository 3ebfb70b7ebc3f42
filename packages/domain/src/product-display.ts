/** Display rules for products shared by every screen. */

export const NAME_DISPLAY_LENGTH = 27;

/** Product names on cards are cut to 27 characters; the full name stays in the title attribute. */
export function truncateName(name: string, max = NAME_DISPLAY_LENGTH): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max).join('').trimEnd()}...`;
}

export type StockState = 'add' | 'soldOut' | 'outOfStock';

/**
 * What the add-to-cart area of a card shows: showStock false hides the stock ('Out of Stock',
 * image greyed); otherwise zero means 'Sold Out'; anything above zero gets the ADD control.
 */
export function stockState(product: { quantityAvailable: number; showStock: boolean }): StockState {
  if (!product.showStock) return 'outOfStock';
  return product.quantityAvailable > 0 ? 'add' : 'soldOut';
}

export const STOCK_TEXT: Record<Exclude<StockState, 'add'>, string> = {
  soldOut: 'Sold Out',
  outOfStock: 'Out of Stock',
};

/** The 'Preorder' tag: the product may be sold before its stock arrives and none is in hand yet. */
export const isPreorder = (product: { canSellBeforeStocking: boolean; isStockInHand: boolean }) =>
  product.canSellBeforeStocking && !product.isStockInHand;

export const RATING_BADGE_THRESHOLD = 3.7;

export type RatingColour = 'green' | 'lightGreen' | 'yellow' | 'none';

/** Badge colour: green at 4 or more, light green above 3.7, yellow at 3 or more. */
export function ratingColour(rating: number): RatingColour {
  if (rating >= 4) return 'green';
  if (rating > RATING_BADGE_THRESHOLD) return 'lightGreen';
  if (rating >= 3) return 'yellow';
  return 'none';
}

/** The badge only shows above 3.7. */
export const showRatingBadge = (rating: number) => rating > RATING_BADGE_THRESHOLD;

/** The detail page's rating block needs reviews and a rating above 3.7. */
export const showRatingBlock = (product: { rating: number; numReviews: number }) =>
  product.numReviews > 0 && product.rating > RATING_BADGE_THRESHOLD;

/** Reviews are listed only when they say something. */
export const isShownReview = (review: { title: string | null; body: string | null }) =>
  Boolean(review.title?.trim() || review.body?.trim());

/** packageSize prints with decimals only as needed: 500, 1.5, 0.25. */
export const formatPackageSize = (size: number, unit: string) =>
  `${Number(size.toFixed(3))} ${unit}`;
