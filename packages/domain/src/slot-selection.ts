import { z } from 'zod';
import { deliveryProductSchema, deliverySlotSchema } from './delivery-options';

/**
 * The delivery choice the slot screen saves and the checkout reads: each delivery's chosen slot with its products, whether any chosen slot refuses pay
 * on delivery, and the delivery fees in rupees. Checkout sends it as create-v2's selectedOption.
 */
export const savedSlotSelectionSchema = z.object({
  addressId: z.number().int(),
  slots: z.array(
    z.object({
      slot: deliverySlotSchema,
      products: z.array(deliveryProductSchema.omit({ changeMessage: true, sellerId: true })),
    }),
  ),
  isPodNotAllowed: z.boolean(),
  delFee: z.number(),
  /**
   * The cart lines (id, quantity) the choice was made for. The cart is one across tabs: when it
   * no longer holds these, the choice is stale and checkout asks for the slots again rather than
   * order what the shopper has since changed.
   */
  fromCart: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })),
});
export type SavedSlotSelection = z.infer<typeof savedSlotSelectionSchema>;
