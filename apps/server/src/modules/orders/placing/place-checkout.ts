import {
  PAYMENT_METHOD,
  ORDER_STATUS,
  type PaymentStatus,
} from '@makers-pantry/domain/order-codes';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import { podRefusal, type CreateOrderRequest } from '@makers-pantry/domain/orders';
import { slotLabel, isQuick, promisedMinutes } from '@makers-pantry/domain/delivery-time';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { orderEvents, orders, type AddressSnapshot } from '../../../db/schema/orders';
import { AppError, notFound } from '../../../http/errors';
import type { CurrentUser } from '../../../http/auth';
import { findOwnAddress } from '../../addresses/service';
import { batchesToTakeFrom, checkLines, type CheckedLine } from '../../catalog/service';
import {
  bookSlotPlace,
  deliverySlotView,
  itemFitsSlot,
  slotOpenFor,
  type SlotRow,
} from '../../delivery/service';
import { openPayment } from '../../payments/service';
import { claimDiscountUse, discountForOrder, type OrderDiscount } from '../../discounts/service';
import { queueCheckoutMessage } from '../order-messages';
import { lockCredits, spendCredits } from '../credit/customer-credit';
import { addressView } from '../history/order-views';
import { readSlots } from './order-queries';
import { priceCheckout, type PricedCheckout, type PricedLine } from './order-pricing';
import { writeOrderLines } from './order-items';
import { decrementBatches, lockBatches, takeUnits } from './stock-allocation';

/** A line priced and allocated: the product as read now and the units per batch. */
interface Take {
  line: PricedLine;
  product: NonNullable<CheckedLine['row']>;
  batches: { batchId: number; quantity: number }[];
}

/** The order as the client asked for it, after validation. */
export type CreateOrderInput = Omit<CreateOrderRequest, 'discountCode'> & {
  discountCode?: string | undefined;
};

/** What the committed transaction leaves for the steps after it. */
export interface PlacedCheckout {
  paymentId: number;
  paymentMethod: number;
  status: PaymentStatus;
  netPaise: number;
  itemCount: number;
  deliveryCount: number;
}

const PAYMENT_STATUS_OF = (method: number, netPaise: number): PaymentStatus =>
  netPaise === 0 ? 'completed' : method === PAYMENT_METHOD.POD ? 'pod_pending' : 'awaiting_payment';

function slotName(slot: SlotRow, now: Date): string {
  if (isQuick(slot)) return `the ${promisedMinutes(slot.promisedDeliveryTime)} min delivery slot`;
  return `the slot ${slotLabel(deliverySlotView(slot), now)}`;
}

const slotGone = (detail: string) => new AppError('SLOT_FULL', detail);

function stockShortage(line: CheckedLine): AppError {
  const name = line.row?.name ?? `Product ${line.id}`;
  if (!line.row?.onSale || line.quantityPossible === 0)
    return new AppError(
      'OUT_OF_STOCK',
      `${name} is no longer available. Please remove it from your cart.`,
    );
  return new AppError(
    'OUT_OF_STOCK',
    `Only ${line.quantityPossible} of ${name} ${line.quantityPossible === 1 ? 'is' : 'are'} left. Please change the quantity in your cart.`,
  );
}

const POD_REFUSALS = {
  'empty-cart': 'Pay on delivery needs items in the order.',
  'above-cap': 'Pay on delivery is not available above ₹1,000. Please pay online.',
  slot: 'Pay on delivery is not available for a chosen delivery slot. Please pay online.',
  customer: 'Pay on delivery is not available for your account. Please pay online.',
} as const;

/**
 * POST api/orders/create-v2/, the transaction: everything priced from the database, stock taken
 * from batches under their row locks, slot places and the code's use counted with guarded
 * UPDATEs, then the payment and one order per slot and maker. Any refusal throws, and the caller's
 * transaction rolls back: nothing is written.
 */
export async function placeCheckout(
  tx: Executor,
  context: AppContext,
  user: CurrentUser,
  input: CreateOrderInput,
  now: Date,
): Promise<PlacedCheckout> {
  const address = await findOwnAddress(tx, user.id, input.address);
  if (!address) throw notFound(`Address ${input.address}`);
  if (!address.isServiceable) throw new AppError('NOT_SERVICEABLE');

  const requested = input.selectedOption.slots.flatMap((slot) =>
    slot.products.map((product) => ({
      slotId: slot.id,
      productId: product.id,
      quantity: product.quantityPossible,
    })),
  );
  const slotIds = [...new Set(input.selectedOption.slots.map((slot) => slot.id))];
  const productIds = [...new Set(requested.map((line) => line.productId))].sort((a, b) => a - b);

  // Locks follow the one order of docs/decisions/014-lock-order.md: (the key, then this
  // checkout's own new payment and orders, which nobody else can see yet,) batches in product and
  // batch id order, the customer's own credit rows in id order, slots in id order, the code last.
  // Cancels, the hold sweeper and confirm take theirs in the same order, so no two of them wait
  // on each other in a circle. The hot rows (one slot that every buyer of the evening wants, a
  // popular code) are locked only for the last moments before commit.
  const batches = await lockBatches(tx, productIds);
  const checked = await checkLines(
    tx,
    requested.map((line) => ({ id: line.productId, quantity: line.quantity })),
    now,
  );
  const checkedById = new Map(checked.map((line) => [line.id, line]));
  for (const line of checked) if (line.quantityPossible < line.requested) throw stockShortage(line);

  const slotById = new Map((await readSlots(tx, slotIds)).map((slot) => [slot.id, slot]));
  const slots = slotIds.map((id) => {
    const slot = slotById.get(id);
    if (!slot)
      throw slotGone('A chosen delivery slot is no longer available. Please choose another slot.');
    if (!slotOpenFor(slot, address.polygonSize, now)) {
      const name = slotName(slot, now);
      const reaches = address.polygonSize > 0 && address.polygonSize <= slot.serviceablePolygon;
      throw slotGone(
        reaches
          ? `Sorry, ${name} is full or closed now. Please choose another slot.`
          : `Sorry, ${name} does not deliver to this address. Please choose another slot.`,
      );
    }
    return slot;
  });

  const remaining = new Map(batches.map((batch) => [batch.id, batch.quantityRemaining]));
  const takes: Take[] = [];
  for (const line of requested) {
    const product = checkedById.get(line.productId) as CheckedLine;
    const row = product.row!;
    const slot = slotById.get(line.slotId)!;
    if (!itemFitsSlot(product, slot))
      throw new AppError(
        'ITEM_NOT_IN_SLOT',
        `${row.name} cannot be delivered in ${slotName(slot, now)}. Please choose a later slot.`,
      );
    const ordered = batchesToTakeFrom(batches, line.productId, {
      canSellBeforeStocking: row.canSellBeforeStocking,
      quickSlot: isQuick(slot),
    });
    const taken = takeUnits(ordered, remaining, line.quantity);
    if (!taken) throw stockShortage({ ...product, quantityPossible: 0 });
    takes.push({
      line: { ...line, makerId: row.makerId, pricePaise: row.pricePaise },
      product: row,
      batches: taken,
    });
  }

  const lines = takes.map((take) => take.line);
  const itemsTotalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const discount: OrderDiscount | null = input.discountCode
    ? await discountForOrder(tx, {
        code: input.discountCode,
        userId: user.id,
        itemsTotalPaise,
        now,
      })
    : null;
  // Unspent credit pays what the code leaves; its rows stay locked to the commit.
  const credits = await lockCredits(tx, user.id);
  const priced = priceCheckout(
    lines,
    slots,
    discount?.amountPaise ?? 0,
    credits.reduce((sum, credit) => sum + credit.remainingPaise, 0),
  );

  const clientFeePaise = rupeesToPaise(input.deliveryFee);
  if (clientFeePaise !== priced.deliveryFeePaise)
    throw new AppError(
      'DELIVERY_FEE_CHANGED',
      `The delivery fee is now ${formatRupees(paiseToRupees(priced.deliveryFeePaise))} (you were shown ${formatRupees(input.deliveryFee)}). Please check the total and place the order again.`,
    );

  if (input.paymentMethod === PAYMENT_METHOD.POD) {
    const refusal = podRefusal({
      payableRupees: paiseToRupees(priced.netPaise),
      itemCount: lines.length,
      anySlotRefusesPod: slots.some((slot) => !slot.isPodAllowed),
      isCustomerPodAllowed: user.isPodAllowed,
    });
    if (refusal) throw new AppError('POD_NOT_ALLOWED', POD_REFUSALS[refusal]);
  }

  if (
    !(await decrementBatches(
      tx,
      takes.flatMap((take) => take.batches),
    ))
  )
    throw new AppError('OUT_OF_STOCK');

  const status = PAYMENT_STATUS_OF(input.paymentMethod, priced.netPaise);
  const paymentId = await insertCheckout(tx, {
    user,
    input,
    priced,
    status,
    address: { ...addressView(address), latitude: address.latitude, longitude: address.longitude },
    discountCodeId: discount?.discountCodeId ?? null,
    holdMinutes: context.config.PAYMENT_HOLD_MINUTES,
    takes,
    now,
  });
  // One place per order (per slot and maker): a slot's capacity counts the parcels it carries.
  // The guard is in the UPDATE (room left, before cut-off), so a slot never exceeds capacity.
  // Slots are booked in id order, whatever order the customer chose them in.
  for (const order of [...priced.orders].sort((a, b) => a.slotId - b.slotId)) {
    if (!(await bookSlotPlace(tx, order.slotId, now))) {
      const slot = slotById.get(order.slotId)!;
      throw slotGone(`Sorry, ${slotName(slot, now)} is full now. Please choose another slot.`);
    }
  }
  if (discount) await claimDiscountUse(tx, discount, { userId: user.id, paymentId, now });
  await spendCredits(tx, credits, priced.creditPaise);
  // The customer hears of it from the outbox once this commits; an online payment still open
  // is told when it completes (payments' completePayment, through `paymentOrders.confirm`).
  const checkout = { paymentId, userId: user.id, netPaise: priced.netPaise };
  if (status === 'pod_pending') await queueCheckoutMessage(tx, checkout, 'order_placed_pod', now);
  if (status === 'completed') await queueCheckoutMessage(tx, checkout, 'order_paid', now);

  return {
    paymentId,
    paymentMethod: input.paymentMethod,
    status,
    netPaise: priced.netPaise,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    deliveryCount: slots.length,
  };
}

async function insertCheckout(
  tx: Executor,
  checkout: {
    user: CurrentUser;
    input: CreateOrderInput;
    priced: PricedCheckout;
    status: PaymentStatus;
    address: AddressSnapshot;
    discountCodeId: number | null;
    holdMinutes: number;
    takes: Take[];
    now: Date;
  },
): Promise<number> {
  const { priced, status, now } = checkout;
  const awaiting = status === 'awaiting_payment';
  const paymentId = await openPayment(tx, {
    userId: checkout.user.id,
    method: checkout.input.paymentMethod,
    status,
    itemsTotalPaise: priced.itemsTotalPaise,
    discountPaise: priced.discountPaise,
    creditPaise: priced.creditPaise,
    deliveryFeePaise: priced.deliveryFeePaise,
    grossPaise: priced.grossPaise,
    netPaise: priced.netPaise,
    discountCodeId: checkout.discountCodeId,
    addressId: checkout.input.address,
    address: checkout.address,
    holdExpiresAt: awaiting ? new Date(now.getTime() + checkout.holdMinutes * 60_000) : null,
    paidAt: status === 'completed' ? now : null,
    startedAt: now,
    updatedAt: now,
  });
  const orderStatus = awaiting ? ORDER_STATUS.AWAITING_PAYMENT : ORDER_STATUS.CONFIRMED;
  const isPod = status === 'pod_pending';

  const placedOrders = await tx
    .insert(orders)
    .values(
      priced.orders.map((order) => ({
        paymentId,
        userId: checkout.user.id,
        makerId: order.makerId,
        slotId: order.slotId,
        status: orderStatus,
        itemsSubtotalPaise: order.itemsSubtotalPaise,
        deliveryFeePaise: order.deliveryFeePaise,
        discountPaise: order.discountPaise,
        creditPaise: order.creditPaise,
        netPaise: order.netPaise,
        podToCollectPaise: isPod ? order.netPaise : 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: orders.id });
  await tx.insert(orderEvents).values(
    placedOrders.map((order) => ({
      orderId: order.id,
      fromStatus: null,
      toStatus: orderStatus,
      actor: 'customer' as const,
      actorUserId: checkout.user.id,
      note: awaiting ? 'Placed, waiting for the online payment' : 'Placed',
      createdAt: now,
    })),
  );

  const takeOf = new Map(checkout.takes.map((take) => [take.line, take] as const));
  await writeOrderLines(
    tx,
    priced.orders.flatMap((order, index) =>
      order.lines.map((line) => {
        const take = takeOf.get(line)!;
        return {
          orderId: placedOrders[index]!.id,
          productId: line.productId,
          product: take.product,
          quantity: line.quantity,
          pricePaise: line.pricePaise,
          batches: take.batches,
        };
      }),
    ),
  );
  return paymentId;
}
