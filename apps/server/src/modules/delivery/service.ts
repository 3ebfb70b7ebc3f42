import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findOwnAddress } from '../addresses/service';

export { bookSlotPlace, lockSlots, releaseSlotPlace, slotsTakingOrders } from './queries';
export { slotOpenFor } from './slot-rules';
// For orders' read models: each order's slot joined in orders' own statements (decision 070).
export { slotWindowColumns, slotWindows } from './read-views';
// For orders' messages: the slots an order or a checkout delivers in, as a message names them.
export { slotWordsOf } from './slot-words';
// The open slots and whether an item fits one: the product cards' earliest slot (catalog), the
// cart's delivery options and placing an order read them.
export { itemFitsSlot, type ItemReadiness, type SlotRow } from './slot-row';
export { loadOpenSlots } from './open-slots';
export { buildDeliveryOptions, deliverySlotView } from './options';
export {
  editDaySlot,
  findSlot,
  hubSlot,
  lockSlot,
  moveSlotPlaces,
  openSlotsFrom,
  slotAuditFields,
  slotDay,
  type DaySlot,
  type SlotOrders,
} from './day-slots';
// For the orders board and Today: a day's slots; for the hub: slots' days, a template's history.
export {
  slotAnswer,
  slotDates,
  slotOfDayFrom,
  slotsOfDay,
  slotsOfDayFigure,
  templateExists,
  type SlotOfDay,
  type SlotOfDayJson,
} from './slots-of-day';
export {
  createTemplateRow,
  editTemplateRow,
  hubTemplate,
  templateAuditFields,
  templateRows,
} from './slot-templates';

/**
 * The delivery polygon of the customer's address, or null without one. Another customer's address
 * is unknown here too (404).
 */
export async function addressPolygonFor(
  db: Executor,
  userId: number | undefined,
  addressId: number | undefined,
): Promise<number | null> {
  if (addressId === undefined) return null;
  const address = userId === undefined ? undefined : await findOwnAddress(db, userId, addressId);
  if (!address) throw notFound(`Address ${addressId}`);
  return address.isServiceable ? address.polygonSize : 0;
}
