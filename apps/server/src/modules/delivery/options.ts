import type {
  Delivery,
  DeliveryOption,
  DeliveryProduct,
  DeliverySlot,
} from '@makers-pantry/domain/delivery-options';
import { isQuick } from '@makers-pantry/domain/delivery-time';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { itemFitsSlot, type ItemReadiness, type SlotRow } from './slot-row';
import { slotOpenFor } from './slot-rules';

/** A slot as the API shows it; a scheduled slot shows no fee, as none is charged (quick only). */
export const deliverySlotView = (slot: SlotRow): DeliverySlot => ({
  id: slot.id,
  date: slot.date,
  startDatetime: slot.startAt.toISOString(),
  endDatetime: slot.endAt.toISOString(),
  type: slot.type,
  promisedDeliveryTime: slot.promisedDeliveryTime,
  isPodAllowed: slot.isPodAllowed,
  freeDeliveryAmount: isQuick(slot) ? paiseToRupees(slot.freeDeliveryAmountPaise) : 0,
  deliveryFee: isQuick(slot) ? paiseToRupees(slot.deliveryFeePaise) : 0,
  serviceablePolygon: slot.serviceablePolygon,
});

/** A cart line as the slot engine sees it: which product, and when it can go. */
export interface CartLine extends ItemReadiness {
  id: number;
}

/**
 * Quick windows may overlap (areas of different sizes, a window added by hand): the shopper is
 * offered one 'Get it in 30 mins', the earliest, never a list of identical ones.
 */
function oneQuickSlot(open: readonly SlotRow[]): SlotRow[] {
  const firstQuick = open.find((slot) => isQuick(slot));
  return open.filter((slot) => !isQuick(slot) || slot === firstQuick);
}

/**
 * The delivery options for lines that can be sold. 'Earliest' sends each item in
 * its own earliest possible slot (items sharing a slot share a delivery); 'All Together' sends
 * everything in one slot. A delivery's dropdown lists every slot all its items fit in. An option
 * with a delivery that has no slot is left out; 'All Together' is left out when 'Earliest' is
 * already a single delivery (it would be the same card twice). `productView` writes a line as the
 * answer shows it: the product is the catalogue's, which asks this (catalog/cart-delivery-options.ts).
 */
export function buildDeliveryOptions<Line extends CartLine>(
  lines: readonly Line[],
  slots: readonly SlotRow[],
  addressPolygon: number | null,
  now: Date,
  productView: (line: Line) => DeliveryProduct,
): DeliveryOption[] {
  if (lines.length === 0) return [];
  const open = oneQuickSlot(slots.filter((slot) => slotOpenFor(slot, addressPolygon, now)));
  const fitting = new Map(
    lines.map((line) => [line.id, open.filter((slot) => itemFitsSlot(line, slot))]),
  );
  const commonTo = (group: readonly Line[]) =>
    open.filter((slot) => group.every((line) => itemFitsSlot(line, slot)));
  const delivery = (group: Line[]): Delivery => ({
    products: group.map(productView),
    slots: commonTo(group).map(deliverySlotView),
  });

  const options: DeliveryOption[] = [];
  if (lines.every((line) => (fitting.get(line.id) ?? []).length > 0)) {
    const bySlot = new Map<number, Line[]>();
    for (const line of lines) {
      const first = fitting.get(line.id)?.[0] as SlotRow;
      bySlot.set(first.id, [...(bySlot.get(first.id) ?? []), line]);
    }
    const earliest = [...bySlot.entries()]
      .sort(([a], [b]) => open.findIndex((s) => s.id === a) - open.findIndex((s) => s.id === b))
      .map(([, group]) => delivery(group));
    options.push({ deliveries: earliest });
    if (earliest.length === 1) return options;
  }
  const together = delivery([...lines]);
  if (together.slots.length > 0) options.push({ deliveries: [together] });
  return options;
}
