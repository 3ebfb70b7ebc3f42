import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../columns';
import type { MessageChannel, MessageLanguage, MessageState } from '@makers-pantry/domain/messages';
import { users } from './accounts';

/**
 * The outbox (issue 40): one row per message the shop means to send, written in the transaction
 * of the change that causes it, then sent by the messages job (modules/messages/send-job.ts).
 * The dedupe key is unique, so a retried transaction or a second call never queues it twice.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serialId(),
    mobile: text('mobile').notNull(),
    /** The recipient's login, when the message goes to a known user (hub's customer page). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order it is about, if any (hub's order page). No foreign key: the record outlives it. */
    orderId: integer('order_id'),
    /** The checkout it is about (placed, paid): shown on each of its orders' pages. */
    paymentId: integer('payment_id'),
    template: text('template').notNull(),
    language: text('language').$type<MessageLanguage>().notNull(),
    /** The template's values, in the template's order. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull().default('sms'),
    state: text('state').$type<MessageState>().notNull().default('queued'),
    /** Sent even to those who opted out, and not counted toward the day's limit. */
    essential: boolean('essential').notNull(),
    /** Sent during quiet hours too (same-day delivery news); others wait for 08:00 IST. */
    anyHour: boolean('any_hour').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    providerMessageId: text('provider_message_id'),
    /** Why it is held, suppressed or failed (the provider's answer for a failure). */
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    // The job's look-up: what is waiting and due.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} IN ('queued', 'held')`),
    index('outbox_messages_mobile_idx').on(t.mobile, t.createdAt),
    index('outbox_messages_user_idx').on(t.userId, t.createdAt),
    index('outbox_messages_order_idx').on(t.orderId),
    index('outbox_messages_payment_idx').on(t.paymentId),
    index('outbox_messages_provider_idx').on(t.providerMessageId),
    check(
      'outbox_messages_state',
      sql`${t.state} IN ('queued', 'held', 'sent', 'delivered', 'failed', 'suppressed')`,
    ),
    check('outbox_messages_language', sql`${t.language} IN ('en', 'hi', 'kn')`),
    check('outbox_messages_channel', sql`${t.channel} IN ('sms', 'whatsapp')`),
  ],
);
