import { z } from 'zod';
import { versionSchema } from './hub';
import { safeText } from './text';

/** The hub's makers (issue 25 section 2): store profiles, and ops suspending or reinstating. */
export const MAKER_STATES = ['approved', 'pending', 'suspended'] as const;
export type MakerState = (typeof MAKER_STATES)[number];

export const hubMakerSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  storeName: z.string(),
  profileImage: z.string(),
  categoryTag: z.string(),
  cuisineTag: z.string(),
  aboutSeller: z.string(),
  leadTimeHours: z.number().int(),
  state: z.enum(MAKER_STATES),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  productsCount: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }).nullable(),
  createdAt: z.string(),
});
export type HubMaker = z.infer<typeof hubMakerSchema>;

export const makerListQuerySchema = z.strictObject({
  state: z
    .enum(MAKER_STATES, { error: 'state must be approved, pending or suspended.' })
    .optional(),
  q: safeText('The search', { max: 100 }).optional(),
});

export const makerListSchema = z.object({ makers: z.array(hubMakerSchema) });

/** A store profile edit: the version it was made on and the fields that change. */
export const makerEditSchema = z.strictObject({
  version: versionSchema,
  storeName: safeText('The store name', { min: 2, max: 80 }).optional(),
  categoryTag: safeText('The category tag', { min: 2, max: 60 }).optional(),
  cuisineTag: safeText('The cuisine tag', { min: 2, max: 60 }).optional(),
  aboutSeller: safeText('The about text', { min: 10, max: 2000, multiline: true }).optional(),
  leadTimeHours: z
    .number({ error: 'The lead time must be a whole number of hours.' })
    .int({ error: 'The lead time must be a whole number of hours.' })
    .min(0, { error: 'The lead time cannot be negative.' })
    .max(720, { error: 'The lead time can be at most 720 hours (30 days).' })
    .optional(),
});
export type MakerEdit = z.infer<typeof makerEditSchema>;

export const makerSuspendSchema = z.strictObject({
  version: versionSchema,
  reason: safeText('The reason', { min: 3, max: 500, multiline: true }),
});

export const makerReinstateSchema = z.strictObject({ version: versionSchema });
