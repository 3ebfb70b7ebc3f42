import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { MessageTemplateView, OutboxMessageView } from '@makers-pantry/domain/messages';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/messages';
import { MESSAGE_TEMPLATES, renderTemplate, templateOf, type MessageTemplate } from './templates';

/** How many messages a page lists at most, newest first. */
const SHOWN = 100;

type Row = typeof outboxMessages.$inferSelect;

function viewOf(row: Row): OutboxMessageView {
  const template = templateOf(row.template);
  return {
    id: row.id,
    mobile: row.mobile,
    template: row.template,
    language: row.language,
    channel: row.channel,
    state: row.state,
    text: template ? renderTemplate(template, row.language, row.variables) : row.template,
    attempts: row.attempts,
    reason: row.state === 'sent' || row.state === 'delivered' ? null : row.error,
    queuedAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    orderId: row.orderId,
  };
}

async function messagesWhere(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(SHOWN);
  return rows.map(viewOf);
}

/** An order's messages, newest first (hub's order page). */
export const messagesOfOrder = (db: Executor, orderId: number) =>
  messagesWhere(db, eq(outboxMessages.orderId, orderId));

/** A customer's messages, newest first (hub's customer page). */
export const messagesOfUser = (db: Executor, userId: number) =>
  messagesWhere(db, eq(outboxMessages.userId, userId));

/** Every message to one number, newest first (the dev outbox). */
export const messagesToMobile = (db: Executor, mobile: string) =>
  messagesWhere(db, eq(outboxMessages.mobile, mobile));

/** Messages that failed for good since `since` (the hub's Today). */
export async function failedMessageCount(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.state, 'failed'), gte(outboxMessages.createdAt, since)));
  return row?.failed ?? 0;
}

function templateView(t: MessageTemplate): MessageTemplateView {
  return {
    key: t.key,
    audience: t.audience,
    title: t.title,
    essential: t.essential,
    variables: [...t.variables],
    example: t.example,
    text: t.text,
    preview: {
      en: renderTemplate(t, 'en', t.example),
      hi: renderTemplate(t, 'hi', t.example),
      kn: renderTemplate(t, 'kn', t.example),
    },
  };
}

/** Every template with its preview in each language (hub's templates page). */
export const templateViews = (): MessageTemplateView[] => MESSAGE_TEMPLATES.map(templateView);
