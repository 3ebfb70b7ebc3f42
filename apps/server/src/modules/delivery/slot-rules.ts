import { quickSlotDeliversNow, isQuick } from '@makers-pantry/domain/delivery-time';
import type { SlotRow } from './slot-row';

/**
 * Whether the slot still takes a delivery to this address at `now`: active slots only reach here;
 * it must be before its cut-off with a place left (a quick slot: able to deliver now, as
 * `takesOrders` says in SQL), and the address must lie inside the slot's
 * polygon size. Without an address (a visitor's cart) only scheduled slots are offered: quick
 * delivery depends on where the customer is.
 */
export function slotOpenFor(slot: SlotRow, addressPolygon: number | null, now: Date): boolean {
  if (slot.cutoffAt.getTime() <= now.getTime() || slot.booked >= slot.capacity) return false;
  if (isQuick(slot) && !quickSlotDeliversNow(slot, now)) return false;
  if (addressPolygon === null) return !isQuick(slot);
  return addressPolygon > 0 && addressPolygon <= slot.serviceablePolygon;
}
