import type { MessageChannel, MessageLanguage } from '@makers-pantry/domain/messages';

/** One message from the outbox, ready for a provider: who, how, which template and its text. */
export interface OutgoingMessage {
  /** The outbox row's id: providers echo it back (delivery reports) and use it to dedupe. */
  reference: string;
  /** Ten digits, as the shop stores mobiles; an adapter adds the country code it needs. */
  mobile: string;
  channel: MessageChannel;
  /** The template's key (modules/messages/templates.ts): an adapter maps it to its DLT or WhatsApp template. */
  template: string;
  language: MessageLanguage;
  /** The template's values, in the template's order (DLT and WhatsApp fill variables by position). */
  variables: Record<string, string>;
  /** The whole text in the chosen language, for senders that send plain text. */
  text: string;
}

/**
 * Sends one message. Resolves with the provider's id for the message (delivery reports name it)
 * once the provider has taken it; throws MessageRefused when it never will (do not retry), or
 * MessageNotSent when it may later (retry with backoff).
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** The provider said no for good (a 4xx: bad number, unknown template, no consent): never retried. */
export class MessageRefused extends Error {
  override readonly name = 'MessageRefused';
}

/** The provider could not take it now (a 5xx, a timeout, no connection): tried again later. */
export class MessageNotSent extends Error {
  override readonly name = 'MessageNotSent';
}
