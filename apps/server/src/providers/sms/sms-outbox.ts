export interface OutboxMessage {
  mobile: string;
  message: string;
  otp: string;
  sentAt: string;
}

/** A message other than an OTP that the console message sender sent (providers/messages). */
export interface SentMessage {
  reference: string;
  mobile: string;
  template: string;
  text: string;
  sentAt: string;
}

/** Per number, the newest messages kept; older ones drop off. */
const SENT_KEPT_PER_NUMBER = 50;

/** A bounded dev server must not grow without end if someone loops over numbers. */
const KEEP_AT_MOST = 1_000;

/**
 * The last message per number, kept in memory outside production only, so that browser tests and
 * a newcomer can read the OTP without a phone (GET /api/dev/outbox/{mobile}/).
 */
export class SmsOutbox {
  private readonly messages = new Map<string, OutboxMessage>();
  private readonly sent = new Map<string, SentMessage[]>();

  keep(message: OutboxMessage) {
    // Re-inserting moves the number to the end, so the oldest number is dropped first.
    this.messages.delete(message.mobile);
    this.messages.set(message.mobile, message);
    if (this.messages.size > KEEP_AT_MOST) {
      const oldest = this.messages.keys().next().value;
      if (oldest !== undefined) this.messages.delete(oldest);
    }
  }

  lastTo(mobile: string): OutboxMessage | undefined {
    return this.messages.get(mobile);
  }

  keepSent(message: SentMessage) {
    const kept = (this.sent.get(message.mobile) ?? []).concat(message).slice(-SENT_KEPT_PER_NUMBER);
    this.sent.delete(message.mobile);
    this.sent.set(message.mobile, kept);
    if (this.sent.size > KEEP_AT_MOST) {
      const oldest = this.sent.keys().next().value;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
  }

  /** What the console message sender sent to this number, oldest first. */
  sentTo(mobile: string): readonly SentMessage[] {
    return this.sent.get(mobile) ?? [];
  }
}
