import { z } from 'zod';
import { approvedSellerSchema, hubPageSchema } from './hub';
import { hubListPageSchema, namedSchema } from './hub-rows';
import { hubMakerSchema } from './hub-makers';
import { sellerLeadSchema } from './support';

/**
 * Seller-interest leads in the hub (issue 25 section 2): the onboarding form's rows, each new
 * until ops turn it into a maker.
 */
export const LEAD_STATES = ['new', 'turned'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const LEAD_PAGE_SIZE = 50;

export const hubLeadSchema = sellerLeadSchema.extend({
  state: z.enum(LEAD_STATES).describe("'turned' once ops made a maker of it"),
  /** The login that sent the form; null if that account was removed since. */
  userId: z.number().int().nullable(),
  maker: approvedSellerSchema.nullable().describe('The maker it was turned into'),
  turnedAt: z.string().nullable(),
  turnedBy: namedSchema.nullable(),
  version: z.number().int().describe('Sent back when turning it into a maker (409 STALE_VERSION)'),
});
export type HubLead = z.infer<typeof hubLeadSchema>;

export const leadListQuerySchema = z.strictObject({
  state: z.enum(LEAD_STATES, { error: 'state must be new or turned.' }).optional(),
  page: hubPageSchema.optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadListSchema = hubListPageSchema('leads', hubLeadSchema);
export type LeadList = z.infer<typeof leadListSchema>;

/** What turning a lead answers: the lead, now turned, and the maker made of it. */
export const leadTurnedSchema = z.object({ lead: hubLeadSchema, maker: hubMakerSchema });
export type LeadTurned = z.infer<typeof leadTurnedSchema>;
