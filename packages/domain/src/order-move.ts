import { z } from 'zod';
import { idSchema } from './bounds';
import { versionSchema } from './hub';
import { safeText } from './text';

/**
 * One order moved to another delivery slot by ops (POST api/hub/orders/{id}/move/), on the
 * order's version as read. Only to a slot of GET api/hub/orders/{id}/move-slots/: the rules of
 * moving a closed slot's orders (open, not started, the order's day or later, the same sort,
 * taking its payment method and reaching its address, with room). The customer reads why on My
 * Orders and in one 'order moved' message.
 */
export const orderMoveSchema = z.strictObject({
  version: versionSchema,
  slotId: idSchema('Choose a slot.'),
  reason: safeText('The reason', {
    min: 3,
    max: 200,
    message: 'Write why the order is moved (3 to 200 characters): the customer reads it.',
  }).describe('Why, in words the customer reads'),
});
export type OrderMove = z.infer<typeof orderMoveSchema>;

/** A slot the hub offers for an order: to move it to, or to try its delivery again in. */
export const slotOfferSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  text: z.string().describe("'24 Nov 2026, 8 AM to 11 AM'"),
  placesLeft: z.number().int(),
});

/** The slots that order can move to, and whether it can move at all. */
export const orderMoveSlotsSchema = z.object({ slots: z.array(slotOfferSchema) });
export type OrderMoveSlots = z.infer<typeof orderMoveSlotsSchema>;

/** What a move answers: the new slot in words; the screen reads the order's page again. */
export const orderMovedSchema = z.object({
  id: z.number().int(),
  slotId: z.number().int(),
  detail: z.string(),
});
export type OrderMoved = z.infer<typeof orderMovedSchema>;
