import { and, count, desc, eq, gte, or, type SQL } from 'drizzle-orm';
import type {
  MessageLanguage,
  MessageTemplateView,
  OutboxMessageView,
  TemplateRegistration,
} from '@makers-pantry/domain/messages';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/messages';
import { templateFor, type TemplateTable } from '../../providers/messages/template-table';
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

/**
 * An order's messages and its checkout's, newest first (hub's order page). The caller knows the
 * order's checkout (orders' own row).
 */
export const messagesOfOrder = (db: Executor, order: { id: number; paymentId: number }) =>
  messagesWhere(
    db,
    or(eq(outboxMessages.orderId, order.id), eq(outboxMessages.paymentId, order.paymentId)),
  );

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

/** What this shop's configuration registered with each provider (MSG91_TEMPLATES, WHATSAPP_TEMPLATES). */
export interface Registrations {
  sms?: TemplateTable<{ templateId: string; dltTemplateId: string }> | undefined;
  whatsapp?: TemplateTable<string> | undefined;
}

function registrationOf(
  t: MessageTemplate,
  language: MessageLanguage,
  registrations: Registrations,
): TemplateRegistration {
  const sms = registrations.sms && templateFor(registrations.sms, t.key, language);
  const whatsapp = registrations.whatsapp && templateFor(registrations.whatsapp, t.key, language);
  return {
    msg91TemplateId: sms?.templateId ?? null,
    dltTemplateId: sms?.dltTemplateId ?? null,
    whatsappTemplate: whatsapp ?? null,
  };
}

function templateView(t: MessageTemplate, registrations: Registrations): MessageTemplateView {
  const each = <T>(of: (language: MessageLanguage) => T) => ({
    en: of('en'),
    hi: of('hi'),
    kn: of('kn'),
  });
  return {
    key: t.key,
    audience: t.audience,
    title: t.title,
    essential: t.essential,
    variables: [...t.variables],
    example: t.example,
    text: t.text,
    preview: each((language) => renderTemplate(t, language, t.example)),
    registered: each((language) => registrationOf(t, language, registrations)),
  };
}

/** Every template with its preview and registrations in each language (hub's templates page). */
export const templateViews = (registrations: Registrations = {}): MessageTemplateView[] =>
  MESSAGE_TEMPLATES.map((t) => templateView(t, registrations));
