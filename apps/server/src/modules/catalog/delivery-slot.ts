import type { SlotSummary } from '@makers-pantry/domain/catalog';
import { QUICK_SLOT_TYPE } from '@makers-pantry/domain/delivery-time';
import type { StockState } from './stock';

/** A slot that still takes orders: active, before its cut-off, with room left. */
export interface OpenSlot {
  id: number;
  type: number;
  date: string;
  startAt: Date;
  endAt: Date;
  promisedDeliveryTime: number | null;
}

export interface SlotNeeds {
  stock: StockState;
  /** Earliest expectedAt of awaited batches that still hold stock. */
  earliestExpectedAt: Date | null;
  makerLeadTimeHours: number;
}

/**
 * The first slot a product could arrive in. `openSlots` is sorted by start. Stock on the shelf can
 * go in any slot, quick ones included; a preorder has to wait for its batch (or, when the maker gave
 * no date, for the maker's lead time) and a quick slot cannot wait, so only scheduled slots count.
 */
export function earliestSlotFor(
  needs: SlotNeeds,
  openSlots: readonly OpenSlot[],
  now: Date,
): OpenSlot | null {
  if (needs.stock.isStockInHand) return openSlots[0] ?? null;
  if (!needs.stock.isPreorder) return null;
  const readyAt =
    needs.earliestExpectedAt?.getTime() ?? now.getTime() + needs.makerLeadTimeHours * 3_600_000;
  return (
    openSlots.find((slot) => slot.type !== QUICK_SLOT_TYPE && slot.startAt.getTime() > readyAt) ??
    null
  );
}

/**
 * A page of cards shares a few open slots, so each slot's summary is written once and shared by
 * every card that shows it: the ISO times were 2% of a page of search results.
 */
const summaries = new WeakMap<OpenSlot, SlotSummary>();

export function slotSummary(slot: OpenSlot | null): SlotSummary | null {
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
