import { z } from 'zod';

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
] as const;
export type HubObjectType = (typeof HUB_OBJECT_TYPES)[number];

/**
 * The version an edit was made on. Every hub object carries one; an edit of an older version
 * answers 409 STALE_VERSION instead of overwriting a colleague's change.
 */
export const versionSchema = z
  .number({ error: 'The version you edited is required.' })
  .int({ error: 'The version must be a whole number.' })
  .min(1, { error: 'The version must be a whole number.' })
  .max(2_147_483_647, { error: 'The version must be a whole number.' });

/** `?page=` of a hub list: pages count from 1. */
export const hubPageSchema = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'page must be a page number.' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'page must be a page number.' }));

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

/**
 * The batch page's seller picker: 'ALL', or the ids of the chosen makers joined by commas
 * ('3,7'), as the path's last part (spec section 7: hub/batches/seller-product-batches/ALL/).
 */
export const sellerChoiceSchema = z
  .string()
  .regex(/^(ALL|\d{1,10}(,\d{1,10}){0,49})$/, {
    error: "Choose sellers as 'ALL' or their ids separated by commas (at most 50).",
  })
  .transform((text) =>
    text === 'ALL' ? ('ALL' as const) : [...new Set(text.split(',').map(Number))],
  );
export type SellerChoice = z.infer<typeof sellerChoiceSchema>;

export const approvedSellerSchema = z.object({ id: z.number().int(), storeName: z.string() });
export type ApprovedSeller = z.infer<typeof approvedSellerSchema>;
