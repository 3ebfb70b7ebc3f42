import type { FastifyBaseLogger } from 'fastify';
import { renderOtpMessage, type SmsSender } from './sms-sender';
import type { SmsOutbox } from './sms-outbox';

export interface ConsoleSmsOptions {
  template: string;
  log: FastifyBaseLogger;
  /** Outside production only; config refuses the console sender in production anyway. */
  outbox: SmsOutbox | undefined;
  now: () => Date;
}

/** The embedded default: the message goes to the server log instead of a phone. */
export class ConsoleSms implements SmsSender {
  constructor(private readonly options: ConsoleSmsOptions) {}

  sendOtp(mobile: string, otp: string): Promise<void> {
    const message = renderOtpMessage(this.options.template, otp);
    this.options.log.info({ mobile, message }, 'SMS (console sender, not sent to a phone)');
    this.options.outbox?.keep({ mobile, message, otp, sentAt: this.options.now().toISOString() });
    return Promise.resolve();
  }
}
