import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, partOf, serialId, timestamptz, updatedAt } from '../columns';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import type { MessageLanguage } from '@makers-pantry/domain/messages';

export const users = pgTable('users', {
  id: serialId(),
  mobile: text('mobile').notNull().unique(),
  /** When the customer agreed to messages on WhatsApp; null: SMS only (decision 059). */
  whatsappConsentAt: timestamptz('whatsapp_consent_at'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  roles: text('roles')
    .array()
    .$type<Role[]>()
    .notNull()
    .default(sql`ARRAY['customer']::text[]`),
  isPodAllowed: boolean('is_pod_allowed').notNull().default(true),
  /** Why ops last allowed or refused pay on delivery (the hub's customer page); null until then. */
  podReason: text('pod_reason'),
  podChangedAt: timestamptz('pod_changed_at'),
  /** The language of the shop's messages to them (profile page); English until they choose. */
  language: text('language').$type<MessageLanguage>().notNull().default('en'),
  /** No non-essential messages (profile switch); each change is kept in message_preference_changes. */
  messagesOptOut: boolean('messages_opt_out').notNull().default(false),
  /**
   * Moves with every hub edit of the customer (pay on delivery allowed or refused), for the
   * stale-version 409; the customer's own profile edits do not move it.
   */
  version: editVersion(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The login a row belongs to: a customer's address, order or session goes with their account. */
export const belongsToUser = () => partOf('user_id', () => users.id);

/** One OTP sent to a mobile number. Only a hash of the code is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serialId(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    clientAddress: text('client_address'),
  },
  (t) => [index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt)],
);

/** A login on one device. The token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    userId: belongsToUser(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A customer's report that the OTP did not arrive; ops call them back. */
export const otpIssueReports = pgTable('otp_issue_reports', {
  id: serialId(),
  createdAt: createdAt(),
  firstName: text('first_name').notNull().default(''),
  mobile: text('mobile').notNull(),
  type: text('type').notNull(),
  orderDisplayId: text('order_display_id'),
  orderId: integer('order_id'),
  issue: text('issue').notNull(),
  item: text('item'),
  details: text('details'),
  resolvedAt: timestamptz('resolved_at'),
});

/**
 * Every change of a customer's message choices (opt-out of non-essential messages, WhatsApp
 * consent), kept: who chose what and when, so a complaint can be answered from the record. The
 * choices are the login's own columns, so their history is the login's too (accounts').
 */
export const messagePreferenceChanges = pgTable(
  'message_preference_changes',
  {
    id: serialId(),
    userId: belongsToUser(),
    /** The opt-out as it became, or null when this change was of the WhatsApp consent. */
    optedOut: boolean('opted_out'),
    /** The WhatsApp consent as it became (given or withdrawn), or null when it did not change. */
    whatsappConsent: boolean('whatsapp_consent'),
    /** 'customer' from the profile page; 'ops' if the hub ever changes it. */
    changedBy: text('changed_by').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('message_preference_changes_user_idx').on(t.userId, t.at)],
);
