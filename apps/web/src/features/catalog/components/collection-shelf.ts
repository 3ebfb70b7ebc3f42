import type { ProductListItem } from '@makers-pantry/domain/catalog';

/**
 * What a collection shows: only products that can be delivered (they have an
 * earliest slot) and whose stock is shown, with those in stock first. The sort is stable, so the
 * curator's order holds within each group.
 */
export function collectionShelf(products: ProductListItem[]): ProductListItem[] {
  const onSale = products.filter(
    (product) => product.earliestDeliverySlot !== null && product.showStock,
  );
  const inStock = onSale.filter((product) => product.quantityAvailable > 0);
  const soldOut = onSale.filter((product) => product.quantityAvailable <= 0);
  return [...inStock, ...soldOut];
}
