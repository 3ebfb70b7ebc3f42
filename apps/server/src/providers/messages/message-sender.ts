/** The languages a customer can read messages in (profile page; English by default). */
export type MessageLanguage = 'en' | 'hi' | 'kn';
export type MessageChannel = 'sms' | 'whatsapp';

/** One message of the outbox, ready for a provider. */
export interface OutgoingMessage {
  /** The outbox row's id: the provider's report names it back, and logs tie to it. */
  reference: string;
  /** Ten digits, without +91. */
  mobile: string;
  channel: MessageChannel;
  /** The template's key (e.g. 'waitlist_area_open'); each provider maps it to its registered id. */
  template: string;
  language: MessageLanguage;
  /** The template's variables in the template's order. */
  variables: Record<string, string>;
  /** The rendered text, for the console sender and logs. */
  text: string;
}

/** Sends one message. One interface, an adapter per provider (console, MSG91, WhatsApp). */
export interface MessageSender {
  /** Resolves with the provider's id for the message once it has accepted it. */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** The provider refused the message (a 4xx): sending it again would be refused again. */
export class MessageRefused extends Error {
  override readonly name = 'MessageRefused';
}

/** The provider could not be reached or failed (a 5xx, a timeout): worth another try later. */
export class MessageNotSent extends Error {
  override readonly name = 'MessageNotSent';
}
