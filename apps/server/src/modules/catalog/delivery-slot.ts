import type { SlotSummary } from '@makers-pantry/domain/catalog';
import { isQuick } from '@makers-pantry/domain/delivery-time';
import type { StockState } from './stock';

/**
 * A delivery slot as the shop reads it (paise, instants): the open slots every page of cards and
 * the delivery options read (open-slots.ts), and the slots an order books.
 */
export interface SlotRow {
  id: number;
  date: string;
  startAt: Date;
  endAt: Date;
  type: number;
  promisedDeliveryTime: number | null;
  capacity: number;
  booked: number;
  cutoffAt: Date;
  isPodAllowed: boolean;
  deliveryFeePaise: number;
  freeDeliveryAmountPaise: number;
  serviceablePolygon: number;
}

export interface SlotNeeds {
  stock: StockState;
  /** Earliest expectedAt of awaited batches that still hold stock, epoch ms. */
  earliestExpectedMs: number | null;
  makerLeadTimeHours: number;
}

/** What a slot needs to know of an item: is it on the shelf, or when will its preorder be ready. */
export interface ItemReadiness {
  isStockInHand: boolean;
  isPreorder: boolean;
  readyAt: Date | null;
}

/**
 * When an item is ready to go: stock on the shelf now; a preorder when its awaited batch is
 * expected or, when the maker gave no date, after the maker's lead time from now.
 */
export function readinessOf(needs: SlotNeeds, now: Date): ItemReadiness {
  const { isStockInHand, isPreorder } = needs.stock;
  if (!isPreorder) return { isStockInHand, isPreorder, readyAt: null };
  const readyMs = needs.earliestExpectedMs ?? now.getTime() + needs.makerLeadTimeHours * 3_600_000;
  return { isStockInHand, isPreorder, readyAt: new Date(readyMs) };
}

/**
 * Whether an item can arrive in the slot: stock on the shelf goes in any slot, quick ones
 * included; a preorder waits for its readiness, and a quick slot cannot wait, so only scheduled
 * slots starting after it count. The product cards' earliest slot, delivery options and placing
 * an order all ask this.
 */
export function itemFitsSlot(item: ItemReadiness, slot: { type: number; startAt: Date }): boolean {
  if (item.isStockInHand) return true;
  if (!item.isPreorder || isQuick(slot)) return false;
  return item.readyAt !== null && slot.startAt.getTime() > item.readyAt.getTime();
}

/** The first slot a product could arrive in. `openSlots` is sorted by start. */
export function earliestSlotFor(
  needs: SlotNeeds,
  openSlots: readonly SlotRow[],
  now: Date,
): SlotRow | null {
  if (!needs.stock.isStockInHand && !needs.stock.isPreorder) return null;
  const item = readinessOf(needs, now);
  return openSlots.find((slot) => itemFitsSlot(item, slot)) ?? null;
}

/**
 * A page of cards shares a few open slots, so each slot's summary is written once and shared by
 * every card that shows it: the ISO times were 2% of a page of search results.
 */
const summaries = new WeakMap<SlotRow, SlotSummary>();

export function slotSummary(slot: SlotRow | null): SlotSummary | null {
  if (!slot) return null;
  let summary = summaries.get(slot);
  if (!summary) {
    summary = {
      id: slot.id,
      type: slot.type,
      date: slot.date,
      startDatetime: slot.startAt.toISOString(),
      endDatetime: slot.endAt.toISOString(),
      promisedDeliveryTime: slot.promisedDeliveryTime,
    };
    summaries.set(slot, summary);
  }
  return summary;
}
