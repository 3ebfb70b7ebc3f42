import { NO_LONGER_AVAILABLE, checkCartLine, mergeCartLines } from './cart-changes';
import type { Executor } from '../../db/client';
import { readinessOf, type ItemReadiness } from './delivery-slot';
import { slotNeedsOf, stockOf } from './product-card';
import { productsInOrder, readProductRows, type ProductRow } from './product-rows';
import { sellableQuantity } from './stock';

/** One asked-for line checked against live stock: what can be sold and what the customer is told. */
export interface CheckedLine extends ItemReadiness {
  id: number;
  requested: number;
  /** The product as it is now; undefined when the shop never had it. */
  row: ProductRow | undefined;
  quantityPossible: number;
  changeMessage: string | null;
}

/**
 * Live stock for a list of lines (the slot engine and order creation): merged by product,
 * quantities cut to what can be sold, each cut explained in the cart's words.
 */
export async function checkLines(
  db: Executor,
  lines: readonly { id: number; quantity: number }[],
  now: Date,
): Promise<CheckedLine[]> {
  const merged = mergeCartLines(
    lines.map((line) => ({ id: line.id, quantityPossible: line.quantity })),
  );
  if (merged.length === 0) return [];
  const rows = await readProductRows(db, productsInOrder(merged.map((line) => line.id)));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return merged.map((line) => {
    const row = rowById.get(line.id);
    if (!row?.onSale)
      return {
        id: line.id,
        requested: line.quantityPossible,
        row,
        quantityPossible: 0,
        changeMessage: NO_LONGER_AVAILABLE,
        isStockInHand: false,
        isPreorder: false,
        readyAt: null,
      };
    const stock = stockOf(row);
    const check = checkCartLine({
      requested: line.quantityPossible,
      sellable: sellableQuantity(stock, row.showStock),
      pricePaise: row.pricePaise,
    });
    return {
      id: line.id,
      requested: line.quantityPossible,
      row,
      ...check,
      ...readinessOf(slotNeedsOf(row, stock), now),
    };
  });
}
