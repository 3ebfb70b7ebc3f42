import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../context';
import { earliestSlotFor, slotSummary, type SlotRow, type SlotNeeds } from './delivery-slot';
import { loadOpenSlots } from '../delivery/service';
import {
  productsInOrder,
  readProductRows,
  type ProductRow,
  type ProductSelection,
} from './product-rows';
import { stockState, type StockState } from './stock';

export const stockOf = (row: ProductRow): StockState =>
  stockState({ inHand: row.inHand, awaited: row.awaited }, row.canSellBeforeStocking);

/** What the slot rules need to know of a product's stock (delivery-slot.ts). */
export const slotNeedsOf = (row: ProductRow, stock = stockOf(row)): SlotNeeds => ({
  stock,
  earliestExpectedMs: row.earliestExpectedMs,
  makerLeadTimeHours: row.leadTimeHours,
});

export function earliestSlotOf(row: ProductRow, openSlots: readonly SlotRow[], now: Date) {
  return earliestSlotFor(slotNeedsOf(row), openSlots, now);
}

/** Ratings are stored as `real`; one decimal is all a badge shows. */
const roundRating = (rating: number) => Math.round(rating * 10) / 10;

/** The product card: rupees, derived stock and the earliest slot. */
export function productCard(
  row: ProductRow,
  openSlots: readonly SlotRow[],
  now: Date,
): ProductListItem {
  const stock = stockOf(row);
  return {
    id: row.id,
    name: row.name,
    listImage: row.listImage,
    listImage2: row.listImage2,
    detailImage: row.detailImage,
    cartImage: row.cartImage,
    packageSize: row.packageSize,
    measurementUnit: row.measurementUnit,
    price: paiseToRupees(row.pricePaise),
    quantityAvailable: stock.quantityAvailable,
    showStock: row.showStock,
    rating: roundRating(row.rating),
    numReviews: row.numReviews,
    specialityTag: row.specialityTag,
    vegIndicator: row.vegIndicator,
    earliestDeliverySlot: slotSummary(earliestSlotOf(row, openSlots, now)),
    testReportDocument: row.testReportDocument,
    testReportImage: row.testReportImage,
    canSellBeforeStocking: row.canSellBeforeStocking,
    isStockInHand: stock.isStockInHand,
    seller: { id: row.makerId, storeName: row.storeName },
  };
}

/** Rows for a selection together with the open slots their earliest slots are picked from. */
export async function loadProductRows(context: AppContext, selection: ProductSelection) {
  const now = context.now();
  const [rows, openSlots] = await Promise.all([
    readProductRows(context.db, selection),
    loadOpenSlots(context.db, now),
  ]);
  return { rows, openSlots, now };
}

/** Cards for a selection of products: one query for the products, one for the open slots. */
export async function loadProductCards(
  context: AppContext,
  selection: ProductSelection,
): Promise<ProductListItem[]> {
  const { rows, openSlots, now } = await loadProductRows(context, selection);
  return rows.map((row) => productCard(row, openSlots, now));
}

/** Cards for these ids, in this order; what search and seller pages are given to show products. */
export const loadProductCardsByIds = (context: AppContext, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : loadProductCards(context, productsInOrder(ids));
