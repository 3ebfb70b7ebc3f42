import type {
  Delivery,
  DeliveryOption,
  DeliveryProduct,
  DeliverySlot,
} from '@makers-pantry/domain/delivery-options';
import { isQuick } from '@makers-pantry/domain/delivery-time';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { itemFitsSlot, type CheckedLine, type SlotRow } from '../catalog/service';
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

export function deliveryProductView(line: CheckedLine): DeliveryProduct {
  return {
    id: line.id,
    name: line.row?.name ?? '',
    cartImage: line.row?.cartImage ?? '',
    packageSize: line.row?.packageSize ?? 0,
    measurementUnit: line.row?.measurementUnit ?? '',
    price: paiseToRupees(line.row?.pricePaise ?? 0),
    quantityPossible: line.quantityPossible,
    changeMessage: line.changeMessage,
    sellerId: line.row?.makerId ?? 0,
  };
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
 * already a single delivery (it would be the same card twice).
 */
export function buildDeliveryOptions(
  lines: readonly CheckedLine[],
  slots: readonly SlotRow[],
  addressPolygon: number | null,
  now: Date,
): DeliveryOption[] {
  if (lines.length === 0) return [];
  const open = oneQuickSlot(slots.filter((slot) => slotOpenFor(slot, addressPolygon, now)));
  const fitting = new Map(
    lines.map((line) => [line.id, open.filter((slot) => itemFitsSlot(line, slot))]),
  );
  const commonTo = (group: readonly CheckedLine[]) =>
    open.filter((slot) => group.every((line) => itemFitsSlot(line, slot)));
  const delivery = (group: CheckedLine[]): Delivery => ({
    products: group.map(deliveryProductView),
    slots: commonTo(group).map(deliverySlotView),
  });

  const options: DeliveryOption[] = [];
  if (lines.every((line) => (fitting.get(line.id) ?? []).length > 0)) {
    const bySlot = new Map<number, CheckedLine[]>();
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
