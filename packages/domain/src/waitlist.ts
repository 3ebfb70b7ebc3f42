import { z } from 'zod';
import { mobileSchema } from './accounts';
import { safeText } from './text';

/**
 * The address screen's 'We will notify you' (issue 40): a place outside every service area, kept
 * with the customer's agreement to one message when the shop starts delivering there.
 */
export const waitlistRequestSchema = z.strictObject(
  {
    latitude: z.number({ error: 'latitude must be a number.' }).min(-90).max(90),
    longitude: z.number({ error: 'longitude must be a number.' }).min(-180).max(180),
    addressText: safeText('The address', { max: 300 }),
    /** Asked only when no one is logged in; a login's own mobile is used otherwise. */
    mobile: mobileSchema.optional(),
    consent: z.literal(true, {
      error: 'Please agree to one message when we start delivering here.',
    }),
    /** Also on WhatsApp (a logged-in customer only; recorded with its time on the profile). */
    whatsapp: z.boolean().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'This request has a field we do not know.' : undefined,
  },
);
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

export const waitlistAnswerSchema = z.object({
  detail: z.string(),
  mobile: z.string().describe('The number the message will go to'),
});

/** The hub's map layer: each waiting place, and how many wait inside or near each area. */
export const waitingPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int().describe('Customers waiting at this point'),
});
export const waitlistSummarySchema = z.object({
  points: z.array(waitingPointSchema),
  areas: z.array(
    z.object({
      id: z.number().int(),
      inside: z.number().int().describe('Waiting inside the outline (told once it was opened)'),
      near: z.number().int().describe('Waiting outside it, within 2 km of its outline'),
    }),
  ),
});
export type WaitlistSummary = z.infer<typeof waitlistSummarySchema>;
