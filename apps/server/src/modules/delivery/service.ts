import type {
  DeliveryOptionsRequest,
  DeliveryOptionsResponse,
} from '@makers-pantry/domain/delivery-options';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findOwnAddress } from '../addresses/service';
import { checkLines, loadOpenSlots } from '../catalog/service';
import { buildDeliveryOptions, deliveryProductView } from './options';

export {
  bookSlotPlace,
  lockSlots,
  releaseSlotPlace,
  slotColumns,
  slotsTakingOrders,
} from './queries';
export { slotOpenFor } from './slot-rules';
// For orders' read models: each order's slot joined in orders' own statements (decision 070).
export { slotWindowColumns, slotWindows } from './read-views';
// For orders' messages: the slots an order or a checkout delivers in, as a message names them.
export { slotWordsOf } from './slot-words';
/** Whether an item fits a slot is the catalogue's rule, as the product cards' earliest slot uses it. */
export { itemFitsSlot, type SlotRow } from '../catalog/service';
export { deliverySlotView } from './options';
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
export { slotAnswer, slotDates, slotsOfDay, templateExists, type SlotOfDay } from './slots-of-day';
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

/** POST api/carts/delivery-options-v2/: live stock and open slots, never cached. */
export async function deliveryOptions(
  context: AppContext,
  request: DeliveryOptionsRequest,
  userId: number | undefined,
): Promise<DeliveryOptionsResponse> {
  const now = context.now();
  const [lines, slots, addressPolygon] = await Promise.all([
    checkLines(context.db, request.productList, now),
    loadOpenSlots(context.db, now),
    addressPolygonFor(context.db, userId, request.addressId),
  ]);
  const deliverable = lines.filter((line) => line.quantityPossible > 0);
  return {
    options: buildDeliveryOptions(deliverable, slots, addressPolygon, now),
    unavailable: lines
      .filter((line) => line.quantityPossible === 0 && line.requested > 0)
      .map(deliveryProductView),
  };
}
