import type { SlotSummary } from '@makers-pantry/domain/catalog';

export interface SlotGroup<T> {
  /** The earliest slot these items share; null for items that cannot be delivered yet. */
  slot: SlotSummary | null;
  items: T[];
}

const slotKey = (slot: SlotSummary) => `${slot.type}|${slot.startDatetime}|${slot.endDatetime}`;

/**
 * Cart items grouped by their earliest delivery slot, earliest first, like the deliveries they will
 * become; items without a slot come last, in a group of their own. Order inside a group is kept.
 */
export function groupBySlot<T extends { earliestDeliverySlot: SlotSummary | null }>(
  items: T[],
): SlotGroup<T>[] {
  const groups = new Map<string, SlotGroup<T>>();
  const noSlot: T[] = [];
  for (const item of items) {
    const slot = item.earliestDeliverySlot;
    if (!slot) {
      noSlot.push(item);
      continue;
    }
    const key = slotKey(slot);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { slot, items: [item] });
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      Date.parse(a.slot?.startDatetime ?? '') - Date.parse(b.slot?.startDatetime ?? '') ||
      (b.slot?.type ?? 0) - (a.slot?.type ?? 0),
  );
  return noSlot.length > 0 ? [...sorted, { slot: null, items: noSlot }] : sorted;
}
