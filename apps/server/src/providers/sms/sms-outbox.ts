export interface OutboxMessage {
  mobile: string;
  message: string;
  otp: string;
  sentAt: string;
}

/** A bounded dev server must not grow without end if someone loops over numbers. */
const KEEP_AT_MOST = 1_000;

/**
 * The last message per number, kept in memory outside production only, so that browser tests and
 * a newcomer can read the OTP without a phone (GET /api/dev/outbox/{mobile}/).
 */
export class SmsOutbox {
  private readonly messages = new Map<string, OutboxMessage>();

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
}
