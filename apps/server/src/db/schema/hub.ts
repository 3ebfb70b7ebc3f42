import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { editVersion, paise, timestamptz } from '../columns';
import { AUDIT_ACTOR_ROLES, HUB_OBJECT_TYPES } from '@makers-pantry/domain/hub';
import { deliverySlots } from './delivery';

/**
 * Every change made in the hub, written in the transaction that made it: who (and in which role),
 * which object, its fields before and after, and when. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0012). No foreign keys, so history outlives the rows and users it names.
 */
export const hubAuditLog = pgTable(
  'hub_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    /** Null when the shop itself acted (a batch expiring). */
    actorUserId: integer('actor_user_id'),
    /** The actor's name when they acted, so history reads the same after a rename. */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: AUDIT_ACTOR_ROLES }).notNull(),
    objectType: text('object_type', { enum: HUB_OBJECT_TYPES }).notNull(),
    objectId: integer('object_id').notNull(),
    /** What was done, in the hub's words: 'created', 'edited', 'received', 'approved'... */
    action: text('action').notNull(),
    /** Only the fields that changed; null before a creation and after a deletion. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('hub_audit_log_object_idx').on(t.objectType, t.objectId, t.id)],
);

/**
 * The cash a delivery run (a slot's deliveries) brought back, as counted at the hub: set once the
 * run has left, corrected with its version. Checked against the cash recorded order by order.
 */
export const podCashHandovers = pgTable(
  'pod_cash_handovers',
  {
    slotId: integer('slot_id')
      .primaryKey()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    countedPaise: paise('counted_paise'),
    note: text('note'),
    recordedByUserId: integer('recorded_by_user_id').notNull(),
    recordedAt: timestamptz('recorded_at').notNull(),
    version: editVersion(),
  },
  (t) => [check('pod_cash_handovers_counted', sql`${t.countedPaise} >= 0`)],
);
