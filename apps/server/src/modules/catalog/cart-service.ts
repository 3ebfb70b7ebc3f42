import type { CartItem, CartListRequest } from '@makers-pantry/domain/catalog';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { NO_LONGER_AVAILABLE, SOLD_OUT, checkCartLine, mergeCartLines } from './cart-changes';
import { slotSummary, type SlotRow } from './delivery-slot';
import { earliestSlotOf, loadProductRows, stockOf } from './product-card';
import { productsInOrder, type ProductRow } from './product-rows';
import { sellableQuantity } from './stock';

type LineState = Pick<CartItem, 'quantityPossible' | 'changeMessage'>;

function cartItem(row: ProductRow, line: LineState, openSlots: readonly SlotRow[], now: Date) {
  const stock = stockOf(row);
  return {
    id: row.id,
    name: row.name,
    price: paiseToRupees(row.pricePaise),
    cartImage: row.cartImage,
    packageSize: row.packageSize,
    measurementUnit: row.measurementUnit,
    ...line,
    quantityAvailable: row.onSale ? sellableQuantity(stock, row.showStock) : 0,
    earliestDeliverySlot: row.onSale ? slotSummary(earliestSlotOf(row, openSlots, now)) : null,
    showStock: row.showStock,
    canSellBeforeStocking: row.canSellBeforeStocking,
    isStockInHand: stock.isStockInHand,
    sellerId: row.makerId,
  } satisfies CartItem;
}

/** A line for an id the shop has never had: nothing to show but the message. */
const vanishedItem = (id: number): CartItem => ({
  id,
  name: '',
  price: 0,
  cartImage: '',
  packageSize: 0,
  measurementUnit: '',
  quantityPossible: 0,
  quantityAvailable: 0,
  changeMessage: NO_LONGER_AVAILABLE,
  earliestDeliverySlot: null,
  showStock: false,
  canSellBeforeStocking: false,
  isStockInHand: false,
  sellerId: 0,
});

/**
 * The cart checked against live stock and prices (never from the public cache): quantities are
 * lowered to what can be sold and each change is explained.
 */
export async function checkCart(
  context: AppContext,
  request: CartListRequest,
): Promise<CartItem[]> {
  const lines = mergeCartLines(request);
  if (lines.length === 0) return [];
  const { rows, openSlots, now } = await loadProductRows(
    context,
    productsInOrder(lines.map((line) => line.id)),
  );
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const row = rowById.get(line.id);
    if (!row) return vanishedItem(line.id);
    if (!row.onSale)
      return cartItem(
        row,
        { quantityPossible: 0, changeMessage: NO_LONGER_AVAILABLE },
        openSlots,
        now,
      );
    const check = checkCartLine({
      requested: line.quantityPossible,
      sellable: sellableQuantity(stockOf(row), row.showStock),
      pricePaise: row.pricePaise,
      seenPrice: line.price,
    });
    return cartItem(row, check, openSlots, now);
  });
}

/** One product as a new cart line (the cart page opened with a product id): one of it if it sells. */
export async function cartLineFor(context: AppContext, id: number): Promise<CartItem> {
  const { rows, openSlots, now } = await loadProductRows(context, productsInOrder([id]));
  const row = rows[0];
  if (!row?.onSale) throw notFound(`Product ${id}`);
  const sellable = sellableQuantity(stockOf(row), row.showStock);
  return cartItem(
    row,
    { quantityPossible: Math.min(1, sellable), changeMessage: sellable === 0 ? SOLD_OUT : null },
    openSlots,
    now,
  );
}
