import type { BatchStatus } from '@makers-pantry/domain/catalog-enums';
import { istDate } from '@makers-pantry/domain/delivery-time';
import { DAY_MS, HOUR_MS } from './time-units';
import type { ProductDraft } from './products';
import { seededRandom } from './random';

/**
 * How a product stands on the shelf. Stock is never typed in: each state is made of batches, and
 * the catalogue derives quantityAvailable, isStockInHand and preorder from them.
 */
export type StockState = 'inStock' | 'low' | 'soldOut' | 'hidden' | 'preorder';

export interface BatchDraft {
  productId: number;
  status: BatchStatus;
  quantity: number;
  quantityRemaining: number;
  expectedAt: Date | null;
  bestBefore: string | null;
  createdAt: Date;
}

export interface ProductStock {
  state: StockState;
  showStock: boolean;
  canSellBeforeStocking: boolean;
  batches: BatchDraft[];
}

/**
 * The home page's first page (ids 1..30) shows every state, so a browser test finds a sold-out,
 * a hidden, a preorder and a nearly-gone product without searching. Index = id - 1.
 */
const FIRST_PAGE: Record<number, StockState> = {
  0: 'low',
  3: 'soldOut',
  6: 'preorder',
  9: 'hidden',
  12: 'low',
  16: 'preorder',
  19: 'soldOut',
  23: 'low',
  27: 'hidden',
};

function stateFor(index: number, roll: number): StockState {
  const pinned = FIRST_PAGE[index];
  if (pinned) return pinned;
  if (index < 30) return 'inStock';
  if (roll < 0.08) return 'low';
  if (roll < 0.16) return 'soldOut';
  if (roll < 0.21) return 'hidden';
  if (roll < 0.28) return 'preorder';
  return 'inStock';
}

export function buildStock(products: ProductDraft[], now: Date): Map<number, ProductStock> {
  const random = seededRandom(0x5eed_0002);
  const stock = new Map<number, ProductStock>();
  const daysAgo = (days: number) =>
    new Date(now.getTime() - days * DAY_MS - random.int(1, 10) * HOUR_MS);
  const approved = (
    product: ProductDraft,
    quantity: number,
    remaining: number,
    packedAt: Date,
  ) => ({
    productId: product.id,
    status: 'approved' as const,
    quantity,
    quantityRemaining: remaining,
    expectedAt: null,
    bestBefore: istDate(new Date(packedAt.getTime() + product.shelfLifeDays * DAY_MS)),
    createdAt: packedAt,
  });

  products.forEach((product, index) => {
    const state = stateFor(index, random.next());
    // Fresh food is packed the day before; shelf-stable food may have sat a while.
    const packedAt = daysAgo(Math.min(random.int(1, 12), Math.max(1, product.shelfLifeDays - 2)));
    const batches: BatchDraft[] = [];
    switch (state) {
      case 'inStock': {
        const quantity = random.int(12, 80);
        batches.push(
          approved(product, quantity, quantity - random.int(0, quantity >> 1), packedAt),
        );
        if (random.chance(0.25)) {
          const older = daysAgo(random.int(14, 40));
          batches.unshift(approved(product, random.int(10, 40), 0, older));
        }
        if (random.chance(0.1)) {
          // A restock at the hub, waiting for its quality check.
          const restock = random.int(10, 30);
          batches.push({
            productId: product.id,
            status: 'inwarded',
            quantity: restock,
            quantityRemaining: restock,
            expectedAt: null,
            bestBefore: null,
            createdAt: daysAgo(0),
          });
        }
        break;
      }
      case 'low': {
        // Product 1 has a single batch of exactly 3, so 'Sorry! No more stock' is three clicks away.
        if (index === 0) batches.push(approved(product, 3, 3, packedAt));
        else batches.push(approved(product, random.int(10, 30), random.int(2, 3), packedAt));
        break;
      }
      case 'soldOut':
      case 'hidden':
        batches.push(approved(product, random.int(10, 40), 0, packedAt));
        break;
      case 'preorder': {
        const quantity = random.int(15, 40);
        batches.push({
          productId: product.id,
          status: 'planned',
          quantity,
          quantityRemaining: quantity,
          expectedAt: new Date(now.getTime() + random.int(26, 44) * HOUR_MS),
          bestBefore: null,
          createdAt: daysAgo(1),
        });
        break;
      }
    }
    stock.set(product.id, {
      state,
      showStock: state !== 'hidden',
      canSellBeforeStocking: state === 'preorder',
      batches,
    });
  });
  return stock;
}
