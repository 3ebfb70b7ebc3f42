import { z } from 'zod';
import { deliveryDayLabel, isQuick } from './delivery-time';
import { fieldIdSchema } from './bounds';
import { CART_LINES_MAX, cartItemSchema } from './catalog';
import { paiseToRupees, rupeesToPaise } from './money';
import { rejectUnknownFields } from './unknown-fields';

/** POST api/carts/delivery-options-v2/ and the rules the slot screen and the server share. */

export const DELIVERY_LINES_MAX = CART_LINES_MAX;

export const deliveryOptionsRequestSchema = z.strictObject(
  {
    productList: z
      .array(
        z.strictObject(
          {
            id: fieldIdSchema('A product id'),
            quantity: z
              .number({ error: 'quantity must be a number.' })
              .int('quantity must be a whole number.')
              .min(0, 'quantity cannot be negative.')
              .max(999, 'quantity can be at most 999.'),
          },
          rejectUnknownFields,
        ),
        { error: 'productList must be a list of products.' },
      )
      .max(DELIVERY_LINES_MAX, `A cart can hold at most ${DELIVERY_LINES_MAX} products.`),
    /** The delivery address; quick slots are offered only inside their area. */
    addressId: fieldIdSchema('addressId').optional(),
  },
  rejectUnknownFields,
);
export type DeliveryOptionsRequest = z.infer<typeof deliveryOptionsRequestSchema>;

/** 'Delivery slot' (rupees). */
export const deliverySlotSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  type: z.number().int(),
  promisedDeliveryTime: z.number().int().nullable(),
  isPodAllowed: z.boolean(),
  freeDeliveryAmount: z.number(),
  deliveryFee: z.number(),
  serviceablePolygon: z.number().int(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** A line of the cart as a delivery carries it. */
export const deliveryProductSchema = cartItemSchema.pick({
  id: true,
  name: true,
  cartImage: true,
  packageSize: true,
  measurementUnit: true,
  price: true,
  quantityPossible: true,
  changeMessage: true,
  sellerId: true,
});
export type DeliveryProduct = z.infer<typeof deliveryProductSchema>;

export const deliverySchema = z.object({
  products: z.array(deliveryProductSchema),
  /** Every slot all these products can go in, earliest first; the first is the suggestion. */
  slots: z.array(deliverySlotSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryOptionSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionsResponseSchema = z.object({
  options: z.array(deliveryOptionSchema),
  /** Lines that cannot be delivered at all (sold out, gone), with their message. */
  unavailable: z.array(deliveryProductSchema),
});
export type DeliveryOptionsResponse = z.infer<typeof deliveryOptionsResponseSchema>;

// --- rules both sides show ---

/** The first option is 'Earliest', the others 'All Together'. */
export const optionTitle = (index: number) => (index === 0 ? 'Earliest' : 'All Together');

const WORDS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
];

/** 'One Delivery', 'Three Deliveries'. */
export function deliveriesInWords(count: number): string {
  const word = WORDS[count] ?? String(count);
  return `${word} ${count === 1 ? 'Delivery' : 'Deliveries'}`;
}

export interface SlotFees {
  type: number;
  deliveryFeePaise: number;
  freeDeliveryAmountPaise: number;
}

/**
 * 'Quick-slot fee': a quick slot's fee applies when the items total of that slot
 * is below its free-delivery amount, else 0; one without a free-delivery amount always charges
 * it. Scheduled slots deliver free, whatever fee a row carries: the slot screen shows the
 * 'Delivery Fees' line for quick slots only, and nothing is charged that was not shown.
 */
export function deliveryFeePaise(slot: SlotFees, itemsTotalPaise: number): number {
  if (!isQuick(slot) || slot.deliveryFeePaise <= 0) return 0;
  if (slot.freeDeliveryAmountPaise > 0 && itemsTotalPaise >= slot.freeDeliveryAmountPaise) return 0;
  return slot.deliveryFeePaise;
}

/** 'Order for ₹X more to get a free delivery': X, or 0 when the fee is already waived or none. */
export function amountToFreeDeliveryPaise(slot: SlotFees, itemsTotalPaise: number): number {
  if (deliveryFeePaise(slot, itemsTotalPaise) === 0 || slot.freeDeliveryAmountPaise <= 0) return 0;
  return slot.freeDeliveryAmountPaise - itemsTotalPaise;
}

/** The same rules for a slot as the API sends it (rupees). */
export const slotFees = (
  slot: Pick<DeliverySlot, 'type' | 'deliveryFee' | 'freeDeliveryAmount'>,
): SlotFees => ({
  type: slot.type,
  deliveryFeePaise: rupeesToPaise(slot.deliveryFee),
  freeDeliveryAmountPaise: rupeesToPaise(slot.freeDeliveryAmount),
});

export const itemsTotalPaise = (
  products: readonly Pick<DeliveryProduct, 'price' | 'quantityPossible'>[],
) => products.reduce((sum, p) => sum + rupeesToPaise(p.price) * p.quantityPossible, 0);

export const deliveryFeeRupees = (slot: DeliverySlot, products: readonly DeliveryProduct[]) =>
  paiseToRupees(deliveryFeePaise(slotFees(slot), itemsTotalPaise(products)));

/** The one rule, under the name the checkout pieces use. */
export const isQuickSlot = isQuick;

/** The dropdown's group of a slot: 'Now' for quick delivery, else 'Today', 'Tomorrow', ... */
export const slotGroupLabel = (slot: Pick<DeliverySlot, 'type' | 'date'>, now: Date) =>
  isQuickSlot(slot) ? 'Now' : deliveryDayLabel(slot.date, now);

/** Slots grouped for `<optgroup>`s, in the order they come. */
export function groupSlots<T extends Pick<DeliverySlot, 'type' | 'date'>>(
  slots: readonly T[],
  now: Date,
) {
  const groups: { label: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const label = slotGroupLabel(slot, now);
    const group = groups.find((g) => g.label === label);
    if (group) group.slots.push(slot);
    else groups.push({ label, slots: [slot] });
  }
  return groups;
}

/**
 * The silent morning slot (spec: 'Note - Morning Delivery Slot'): a scheduled slot that does not
 * take pay on delivery. Choosing one asks the customer to confirm.
 */
export const needsMorningNote = (slot: Pick<DeliverySlot, 'type' | 'isPodAllowed'>) =>
  !isQuickSlot(slot) && !slot.isPodAllowed;
