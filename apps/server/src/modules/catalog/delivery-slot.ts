import type { SlotSummary } from '@makers-pantry/domain/catalog';
import { itemFitsSlot, type ItemReadiness, type SlotRow } from '../delivery/service';
import type { StockState } from './stock';

export type { ItemReadiness, SlotRow };

export interface SlotNeeds {
  stock: StockState;
  /** Earliest expectedAt of awaited batches that still hold stock, epoch ms. */
  earliestExpectedMs: number | null;
  makerLeadTimeHours: number;
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
