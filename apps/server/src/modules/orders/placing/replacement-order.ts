import { eq } from 'drizzle-orm';
import { isQuick } from '@makers-pantry/domain/delivery-time';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { Executor } from '../../../db/client';
import { orderEvents, orderItems, orders } from '../../../db/schema/orders';
import { AppError } from '../../../http/errors';
import { findOwnAddress } from '../../addresses/service';
import { batchesToTakeFrom, checkLines } from '../../catalog/service';
import {
  bookSlotPlace,
  itemFitsSlot,
  slotOpenFor,
  slotsTakingOrders,
  type SlotRow,
} from '../../delivery/service';
import { openPayment, paymentAddressOf } from '../../payments/service';
import { reserveReplacement } from '../credit/line-money';
import { writeOrderLines } from './order-items';
import { decrementBatches, lockBatches, takeUnits } from './stock-allocation';

/** The refusals ops hear, each saying what to do instead (409, decision 029). */
const REPLACEMENT_REFUSALS = {
  gone: 'This product is no longer sold, so it cannot be replaced. Please resolve the ticket with credit or nothing.',
  stock:
    'There is not enough stock of this product to send a replacement. Please add stock, or resolve the ticket with credit.',
  slot: "No open delivery slot can take a replacement to the customer's address now. Please try again when the next slots open, or resolve the ticket with credit.",
} as const;

/**
 * A replacement for `units` of an order line, sent as a new order at ₹0 (its line priced at ₹0,
 * so a later ticket about it earns no credit) in the earliest slot that takes orders now, reaches
 * the customer's address and suits the product, to the address the first order went to. Stock is
 * taken as a checkout takes it (the batches locked in the one lock order of decision 014, earliest
 * best-before first, the same sellable rule) and the slot's place is booked by the same guarded
 * UPDATE, so a replacement never oversells a batch or overfills a slot. Runs in the caller's
 * transaction; any refusal throws and leaves nothing.
 */
export async function placeReplacementOrder(
  tx: Executor,
  replacing: { orderItemId: number; units: number; actorUserId: number; note: string },
  now: Date,
): Promise<{ orderId: number; slotId: number }> {
  const [line] = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      userId: orders.userId,
      paymentId: orders.paymentId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, replacing.orderItemId));
  if (!line) throw new AppError('NOT_REPLACEABLE', REPLACEMENT_REFUSALS.gone);
  const paid = (await paymentAddressOf(tx, line.paymentId))!;
  const units = Math.max(1, Math.min(replacing.units, line.quantity));
  // The money rule first (the line's payment, order and line locked, before any batch): only a
  // delivered item, and never more made good than the line was paid for.
  await reserveReplacement(tx, replacing.orderItemId, units);

  const batches = await lockBatches(tx, [line.productId]);
  const [checked] = await checkLines(tx, [{ id: line.productId, quantity: units }], now);
  const product = checked?.row;
  if (!checked || !product?.onSale)
    throw new AppError('NOT_REPLACEABLE', REPLACEMENT_REFUSALS.gone);
  if (checked.quantityPossible < units)
    throw new AppError('OUT_OF_STOCK', REPLACEMENT_REFUSALS.stock);

  // The address as it is now decides the area; one since deleted leaves the snapshot the first
  // order was delivered to, and any scheduled slot.
  const address =
    paid.addressId === null ? undefined : await findOwnAddress(tx, line.userId, paid.addressId);
  const polygon = address ? (address.isServiceable ? address.polygonSize : 0) : null;
  const open: SlotRow[] = await slotsTakingOrders(tx, now);
  const candidates = open.filter(
    (slot) => slotOpenFor(slot, polygon, now) && itemFitsSlot(checked, slot),
  );

  const remaining = new Map(batches.map((batch) => [batch.id, batch.quantityRemaining]));
  let chosen: { slot: SlotRow; taken: { batchId: number; quantity: number }[] } | undefined;
  for (const slot of candidates) {
    const ordered = batchesToTakeFrom(batches, line.productId, {
      canSellBeforeStocking: product.canSellBeforeStocking,
      quickSlot: isQuick(slot),
    });
    const taken = takeUnits(ordered, new Map(remaining), units);
    if (taken) {
      chosen = { slot, taken };
      break;
    }
  }
  if (!chosen)
    throw candidates.length === 0
      ? new AppError('SLOT_FULL', REPLACEMENT_REFUSALS.slot)
      : new AppError('OUT_OF_STOCK', REPLACEMENT_REFUSALS.stock);
  if (!(await decrementBatches(tx, chosen.taken)))
    throw new AppError('OUT_OF_STOCK', REPLACEMENT_REFUSALS.stock);

  const paymentId = await openPayment(tx, {
    userId: line.userId,
    // Nothing to pay: 'other', confirmed at once, like a checkout paid in full by a code.
    method: PAYMENT_METHOD.OTHER_50,
    status: 'completed',
    itemsTotalPaise: 0,
    grossPaise: 0,
    netPaise: 0,
    addressId: address ? address.id : null,
    address: paid.address,
    paidAt: now,
    startedAt: now,
    updatedAt: now,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      paymentId,
      userId: line.userId,
      makerId: product.makerId,
      slotId: chosen.slot.id,
      status: ORDER_STATUS.CONFIRMED,
      itemsSubtotalPaise: 0,
      netPaise: 0,
      replacesOrderItemId: replacing.orderItemId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: null,
    toStatus: ORDER_STATUS.CONFIRMED,
    actor: 'ops',
    actorUserId: replacing.actorUserId,
    note: `Replacement: ${replacing.note}`.slice(0, 500),
    createdAt: now,
  });
  await writeOrderLines(tx, [
    {
      orderId,
      productId: line.productId,
      product,
      quantity: units,
      pricePaise: 0,
      batches: chosen.taken,
    },
  ]);
  if (!(await bookSlotPlace(tx, chosen.slot.id, now)))
    throw new AppError('SLOT_FULL', REPLACEMENT_REFUSALS.slot);
  return { orderId, slotId: chosen.slot.id };
}
