import { z } from 'zod';
import { slotOfferSchema } from './order-move';
import { idSchema } from './bounds';
import { onVersionSchema, reasonChosenOnVersion, versionSchema } from './version';

/**
 * A delivery that did not happen (issue 38 §6): the rider marks the order failed with why, then
 * ops re-attempt it in another slot or return it to the hub. Every step is an event of the order
 * that the hub's order page and the customer's order page show; the hub's writes take the
 * order's version as read (409 STALE_VERSION).
 */
export const DELIVERY_FAILURE_REASONS = [
  'not_at_home',
  'refused',
  'pod_refused',
  'wrong_address',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/** The reason in the hub's words. */
export const DELIVERY_FAILURE_WORDS: Record<DeliveryFailureReason, string> = {
  not_at_home: 'Not at home',
  refused: 'Refused the order',
  pod_refused: 'Refused to pay on delivery',
  wrong_address: 'Wrong address',
};

/** The reason as the customer reads it, after 'We could not deliver your order: '. */
export const DELIVERY_FAILURE_FOR_CUSTOMER: Record<DeliveryFailureReason, string> = {
  not_at_home: 'nobody was at home',
  refused: 'the order was refused at the door',
  pod_refused: 'the payment on delivery was refused',
  wrong_address: 'we could not find the address',
};

/** POST api/hub/orders/{id}/delivery-failed/ */
export const deliveryFailedSchema = reasonChosenOnVersion(DELIVERY_FAILURE_REASONS, 300);
export type DeliveryFailed = z.infer<typeof deliveryFailedSchema>;

/** POST api/hub/orders/{id}/reattempt/: another slot, as the slot-move rules allow. */
export const reattemptSchema = z.strictObject({
  version: versionSchema,
  slotId: idSchema('Choose a slot.'),
});
export type Reattempt = z.infer<typeof reattemptSchema>;

/** POST api/hub/orders/{id}/return-to-hub/ */
export const returnToHubSchema = onVersionSchema;

/** POST api/hub/orders/{id}/delivered/: 'Mark delivered', confirmed on the screen. */
export const markDeliveredSchema = onVersionSchema;

/**
 * POST api/hub/orders/{id}/pod-collected/ with a body: the cash taken at the door, in rupees,
 * when it is not all of it (left out: all of it).
 */
export const podCashSchema = z.strictObject({
  version: versionSchema,
  collected: z
    .number({ error: 'The cash collected must be an amount in rupees.' })
    .min(0, { error: 'The cash collected cannot be below 0.' })
    .max(1_000_000, { error: 'The cash collected is too large.' })
    .multipleOf(0.01, { error: 'The cash collected can have at most 2 decimals.' })
    .optional(),
});
export type PodCash = z.infer<typeof podCashSchema>;

/** A slot an order may be re-attempted in (GET api/hub/orders/{id}/reattempt-slots/). */
export const reattemptSlotsSchema = z.object({ slots: z.array(slotOfferSchema) });
export type ReattemptSlots = z.infer<typeof reattemptSlotsSchema>;

/** What each step answers: the order's page is read again by the screen. */
export const deliveryStepSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  detail: z.string(),
});
export type DeliveryStep = z.infer<typeof deliveryStepSchema>;
