import type { MessageChannel } from '@makers-pantry/domain/messages';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/messages';
import { messageAddressOf, type Recipient } from '../accounts/service';
import { templateOf, type TemplateKey, type TemplateVariables } from './templates';

export type { Recipient };

export interface MessageToQueue<K extends TemplateKey> {
  template: K;
  variables: TemplateVariables<K>;
  to: Recipient;
  /**
   * Names the moment, once: the same key never queues a second message, so a retried transaction
   * or a repeated call is harmless. Write it from the cause, e.g. `order-moved:<order>:<slot>`.
   */
  dedupeKey: string;
  /** The order the message is about, for the hub's order page. */
  orderId?: number | null | undefined;
  /** The checkout it is about, for messages that cover all its orders. */
  paymentId?: number | null | undefined;
  /** By default WhatsApp for a login that agreed to it (the sender falls back to SMS), else SMS. */
  channel?: MessageChannel | undefined;
  /** Overrides the template's quiet-hours rule (a move into today's slot is same-day news). */
  anyHour?: boolean | undefined;
  now: Date;
}

export interface QueuedMessage {
  id: number;
  state: 'queued' | 'suppressed';
}

/**
 * Writes one message into the outbox in the caller's transaction (`tx`), so it exists exactly
 * when the change that causes it commits. The job sends it later (send-job.ts). ON CONFLICT on
 * the dedupe key DO NOTHING: answers null when the key was already used (or the login is gone).
 * A non-essential message to someone who opted out is stored as suppressed, so the hub shows it.
 */
export async function queueMessage<K extends TemplateKey>(
  tx: Executor,
  message: MessageToQueue<K>,
): Promise<QueuedMessage | null> {
  const template = templateOf(message.template);
  if (!template) throw new Error(`No message template '${message.template}'.`);
  const recipient = await messageAddressOf(tx, message.to);
  if (!recipient) return null;
  const suppressed = !template.essential && recipient.optedOut;
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      mobile: recipient.mobile,
      userId: recipient.userId,
      orderId: message.orderId ?? null,
      paymentId: message.paymentId ?? null,
      template: template.key,
      language: recipient.language,
      variables: message.variables as Record<string, string>,
      channel: message.channel ?? (recipient.whatsappConsent ? 'whatsapp' : 'sms'),
      state: suppressed ? 'suppressed' : 'queued',
      essential: template.essential,
      anyHour: message.anyHour ?? template.anyHour,
      dedupeKey: message.dedupeKey,
      nextAttemptAt: suppressed ? null : message.now,
      error: suppressed ? 'opted out of non-essential messages' : null,
      createdAt: message.now,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id, state: outboxMessages.state });
  return row ? { id: row.id, state: row.state as QueuedMessage['state'] } : null;
}
