import { isQuick } from '@makers-pantry/domain/delivery-time';

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

/** What a slot needs to know of an item: is it on the shelf, or when will its preorder be ready. */
export interface ItemReadiness {
  isStockInHand: boolean;
  isPreorder: boolean;
  readyAt: Date | null;
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
