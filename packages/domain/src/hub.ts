import { z } from 'zod';
import { idListLength, idListPattern, idsAreBounded, idsOfList, pageTextSchema } from './bounds';

/**
 * The hub (operations console): who may use it, what it records. Sellers run their own maker's
 * store; ops and admins run every maker's.
 */
export const HUB_ROLES = ['seller', 'ops', 'admin'] as const;
export type HubRole = (typeof HUB_ROLES)[number];

/**
 * The role a user acts under in the hub: admin, then ops, then seller; null for a customer (who
 * gets the 403 view). The server records changes under it and the console shows what it allows.
 */
export function hubRoleOf(roles: readonly string[]): HubRole | null {
  return (['admin', 'ops', 'seller'] as const).find((role) => roles.includes(role)) ?? null;
}

/** Who a change is recorded under: a hub role, or the shop itself (a batch expiring). */
export const AUDIT_ACTOR_ROLES = [...HUB_ROLES, 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/**
 * What the audit log can name. A seller reads the history of its own maker, products, batches
 * and orders; slots, leads, users (a login given the seller role), codes and tickets are ops' alone.
 */
export const HUB_OBJECT_TYPES = [
  'maker',
  'product',
  'batch',
  'order',
  'slot',
  'slot_template',
  'lead',
  'user',
  'discount',
  'ticket',
  'banner',
  'collection',
  'known_location',
  'service_area',
] as const;
export type HubObjectType = (typeof HUB_OBJECT_TYPES)[number];

export { versionSchema } from './version';

/** The rows of one page of a hub list: no hub list pages by more. */
const HUB_PAGE_SIZE_LARGEST = 100;

/** `?page=` of a hub list: pages count from 1, up to the last a list can hold. */
export const hubPageSchema = pageTextSchema('page', HUB_PAGE_SIZE_LARGEST);

export const hubAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('When, ISO 8601'),
  actor: z.object({
    id: z.number().int().nullable().describe('Null when the shop itself acted'),
    name: z.string(),
    role: z.enum(AUDIT_ACTOR_ROLES),
  }),
  action: z.string().describe("What was done: 'created', 'edited', 'received', 'approved'..."),
  before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields as they were'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The changed fields as they became'),
});
export type HubAuditEntry = z.infer<typeof hubAuditEntrySchema>;

export const hubHistorySchema = z.object({ history: z.array(hubAuditEntrySchema) });
export type HubHistory = z.infer<typeof hubHistorySchema>;

/** The most makers the batch page's picker can narrow to at once. */
export const MAX_CHOSEN_SELLERS = 50;
/**
 * The longest `sellers` a path can carry: fifty ten-digit ids and their commas. The server's
 * router takes path parameters this long (its default of 100 characters held about nine).
 */
export const SELLER_CHOICE_MAX_LENGTH = idListLength(MAX_CHOSEN_SELLERS);

const SELLERS_SENTENCE = `Choose sellers as 'ALL' or their ids separated by commas (at most ${MAX_CHOSEN_SELLERS}).`;

/**
 * The batch page's seller picker: 'ALL', or the ids of the chosen makers joined by commas
 * ('3,7'), as the path's last part (hub/batches/seller-product-batches/ALL/).
 */
export const sellerChoiceSchema = z
  .string({ error: SELLERS_SENTENCE })
  .regex(new RegExp(`^ALL$|${idListPattern(MAX_CHOSEN_SELLERS).source}`), {
    error: SELLERS_SENTENCE,
  })
  .transform((text) => (text === 'ALL' ? ('ALL' as const) : idsOfList(text)))
  .refine((choice) => choice === 'ALL' || idsAreBounded(choice), { error: SELLERS_SENTENCE });
export type SellerChoice = z.infer<typeof sellerChoiceSchema>;

export const approvedSellerSchema = z.object({ id: z.number().int(), storeName: z.string() });
export type ApprovedSeller = z.infer<typeof approvedSellerSchema>;

/** An order as a hub list names it: the id its page is found by and the number customers know. */
export const hubOrderRefSchema = z.object({
  id: z.number().int(),
  number: z.string().describe("'#11', or '#11-2' for a checkout's second order"),
});
export type HubOrderRef = z.infer<typeof hubOrderRefSchema>;
