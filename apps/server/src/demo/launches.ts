import { NEW_PRODUCT_DAYS } from '@makers-pantry/domain/catalog';
import { DAY_MS, HOUR_MS } from './time-units';
import type { ProductDraft } from './products';
import { seededRandom } from './random';
import type { ProductStock } from './stock';

/** How many products the 'New Products' page and the new_launched strip show. */
export const RECENT_LAUNCHES = 20;
export const RECENT_DAYS = 14;

/**
 * When each product went on sale. Twenty went live in the last fortnight (chosen among products
 * one can buy or preorder, so the strip is not full of sold-out cards); the rest over two years, all
 * before the shop's window for new products, so the strip holds exactly those twenty.
 */
export function buildLaunchDates(
  products: ProductDraft[],
  stock: Map<number, ProductStock>,
  now: Date,
): Map<number, Date> {
  const random = seededRandom(0x5eed_0003);
  const sellable = products.filter((p) => {
    const state = stock.get(p.id)?.state;
    return state === 'inStock' || state === 'low' || state === 'preorder';
  });
  const recent = new Set(
    random
      .shuffle(sellable)
      .slice(0, RECENT_LAUNCHES)
      .map((p) => p.id),
  );
  const launched = new Map<number, Date>();
  for (const product of products) {
    const ago = recent.has(product.id)
      ? random.int(0, RECENT_DAYS - 2) * DAY_MS + random.int(1, 20) * HOUR_MS
      : random.int(NEW_PRODUCT_DAYS + 1, 720) * DAY_MS + random.int(0, 23) * HOUR_MS;
    launched.set(product.id, new Date(now.getTime() - ago));
  }
  return launched;
}
