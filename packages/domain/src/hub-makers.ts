import { z } from 'zod';
import { mobileSchema } from './accounts';
import { contactSchema, hubRowShape } from './hub-rows';
import { editOnVersion, onVersionSchema, reasonOnVersionSchema, versionSchema } from './version';
import { safeText } from './text';

/**
 * The hub's makers (issue 25 section 2): ops create them (from a seller-interest lead or from
 * scratch) and give each a seller login, a maker edits its store profile, ops suspend or reinstate.
 */
export const MAKER_STATES = ['approved', 'pending', 'suspended'] as const;
export type MakerState = (typeof MAKER_STATES)[number];
/** What a new maker starts as: on sale at once, or awaiting approval (decision 027). */
export const NEW_MAKER_STATES = ['approved', 'pending'] as const;
export type NewMakerState = (typeof NEW_MAKER_STATES)[number];

export const hubMakerSchema = z.object({
  ...hubRowShape,
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
  owner: contactSchema.nullable(),
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

/** The store profile's fields, as a maker or ops write them. */
export const STORE_TAG_MAX = 60;
export const ABOUT_SELLER_MIN = 10;
const storeName = safeText('The store name', { min: 2, max: 80 });
const categoryTag = safeText('The category tag', { min: 2, max: STORE_TAG_MAX });
const cuisineTag = safeText('The cuisine tag', { min: 2, max: STORE_TAG_MAX });
const aboutSeller = safeText('The about text', {
  min: ABOUT_SELLER_MIN,
  max: 2000,
  multiline: true,
});
const leadTimeHours = z
  .number({ error: 'The lead time must be a whole number of hours.' })
  .int({ error: 'The lead time must be a whole number of hours.' })
  .min(0, { error: 'The lead time cannot be negative.' })
  .max(720, { error: 'The lead time can be at most 720 hours (30 days).' });
const newMakerState = z.enum(NEW_MAKER_STATES, {
  error: 'A new maker starts approved or pending.',
});

/** A store profile edit: the version it was made on and the fields that change. */
export const makerEditSchema = editOnVersion({
  storeName,
  categoryTag,
  cuisineTag,
  aboutSeller,
  leadTimeHours,
});
export type MakerEdit = z.infer<typeof makerEditSchema>;

/**
 * Ops create a maker from scratch: its store profile, whether it starts on sale, and optionally
 * the mobile of the person who runs it (their login gets the seller role).
 */
export const makerCreateSchema = z.strictObject({
  storeName,
  categoryTag,
  cuisineTag,
  aboutSeller,
  leadTimeHours: leadTimeHours.optional(),
  state: newMakerState.optional(),
  ownerMobile: mobileSchema.optional(),
});
export type MakerCreate = z.infer<typeof makerCreateSchema>;

/**
 * Ops turn a seller-interest lead into a maker. The lead has no store name; the tags and about
 * text come from the lead (its cuisine, its best dishes, what else it said) unless given here.
 */
export const leadTurnSchema = z.strictObject({
  version: versionSchema,
  storeName,
  categoryTag: categoryTag.optional(),
  cuisineTag: cuisineTag.optional(),
  aboutSeller: aboutSeller.optional(),
  leadTimeHours: leadTimeHours.optional(),
  state: newMakerState.optional(),
});
export type LeadTurn = z.infer<typeof leadTurnSchema>;

/** Ops give a maker's store to the person with this mobile (their login gets the seller role). */
export const makerOwnerSchema = z.strictObject({ version: versionSchema, mobile: mobileSchema });

export const makerSuspendSchema = reasonOnVersionSchema;

export const makerReinstateSchema = onVersionSchema;
