import type { SmsOutbox } from '../sms/sms-outbox';
import type { MessageSender, OutgoingMessage } from './message-sender';

export interface ConsoleMessageSenderOptions {
  /** Any pino-style logger (the server's or main's). */
  log: { info(fields: object, message: string): void };
  /** Outside production only: the dev outbox keeps what was sent. */
  outbox?: SmsOutbox | undefined;
  now: () => Date;
}

/** The embedded default: each message goes to the server log (and the dev outbox) instead of a phone. */
export class ConsoleMessageSender implements MessageSender {
  constructor(private readonly options: ConsoleMessageSenderOptions) {}

  send(message: OutgoingMessage): Promise<{ providerMessageId: string }> {
    const providerMessageId = `console-${message.reference}`;
    this.options.log.info(
      {
        mobile: message.mobile,
        template: message.template,
        channel: message.channel,
        text: message.text,
      },
      'Message (console sender, not sent to a phone)',
    );
    this.options.outbox?.keepSent({
      reference: message.reference,
      mobile: message.mobile,
      template: message.template,
      text: message.text,
      sentAt: this.options.now().toISOString(),
    });
    return Promise.resolve({ providerMessageId });
  }
}
