import { z } from 'zod';

/**
 * Messages the shop sends (issue 40): the languages a customer may choose, the channels, and the
 * states an outbox message passes through, shared by the API, the hub and the dev outbox.
 */
export const MESSAGE_LANGUAGES = ['en', 'hi', 'kn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const messageLanguageSchema = z.enum(MESSAGE_LANGUAGES, {
  error: 'Choose English, Hindi or Kannada.',
});
export const MESSAGE_LANGUAGE_NAMES: Record<MessageLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
  kn: 'ಕನ್ನಡ (Kannada)',
};

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: waiting for the job; held: waiting for 08:00 IST (quiet hours); sent: the provider took
 * it; delivered: the provider's delivery report said so; failed: refused, or given up after its
 * tries; suppressed: never sent (the customer opted out, or the day's limit was reached).
 */
export const MESSAGE_STATES = [
  'queued',
  'held',
  'sent',
  'delivered',
  'failed',
  'suppressed',
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_AUDIENCES = ['customer', 'maker', 'ops'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** One message as the hub and the dev outbox show it. */
export const outboxMessageViewSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  template: z.string(),
  language: messageLanguageSchema,
  channel: z.enum(MESSAGE_CHANNELS),
  state: z.enum(MESSAGE_STATES),
  text: z.string(),
  attempts: z.number().int(),
  /** Why it is held, suppressed or failed; null otherwise. */
  reason: z.string().nullable(),
  queuedAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageViewSchema>;

const registrationSchema = z.object({
  msg91TemplateId: z.string().nullable(),
  dltTemplateId: z.string().nullable(),
  whatsappTemplate: z.string().nullable(),
});
export type TemplateRegistration = z.infer<typeof registrationSchema>;

/** A template as the hub's templates page shows it, with its text in each language. */
export const messageTemplateViewSchema = z.object({
  key: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  title: z.string(),
  essential: z.boolean(),
  variables: z.array(z.string()),
  example: z.record(z.string(), z.string()),
  text: z.object({ en: z.string(), hi: z.string(), kn: z.string() }),
  /** The text of each language with the example's values filled in. */
  preview: z.object({ en: z.string(), hi: z.string(), kn: z.string() }),
  /**
   * Each language's text as registered with the providers in this shop's configuration: MSG91's
   * template id and the DLT template id, and the approved WhatsApp template's name; null where
   * none is configured (such a message is refused by that provider and shows as failed).
   */
  registered: z.object({ en: registrationSchema, hi: registrationSchema, kn: registrationSchema }),
});
export type MessageTemplateView = z.infer<typeof messageTemplateViewSchema>;
