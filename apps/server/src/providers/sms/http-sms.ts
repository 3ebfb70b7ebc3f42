import { renderOtpMessage, SmsNotSent, type SmsSender } from './sms-sender';

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  template: string;
  /** A customer is waiting on the login screen; past this we tell them to try again. */
  timeoutMs?: number;
}

/**
 * A real SMS gateway reached over HTTPS: POST `{ to, message }` as JSON with a bearer key. Most
 * gateways take this shape directly or through a small relay; the number goes out in E.164.
 */
export class HttpSms implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async sendOtp(mobile: string, otp: string): Promise<void> {
    const message = renderOtpMessage(this.options.template, otp);
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ to: `+91${mobile}`, message }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      // The message holds the code, so it never goes into the error text.
      const reason = error instanceof Error ? error.name : 'unknown error';
      throw new SmsNotSent(`The SMS gateway could not be reached (${reason}).`, { cause: error });
    }
    // Drain the body so the connection can be reused; its content is the gateway's business.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok)
      throw new SmsNotSent(`The SMS gateway refused the message with status ${response.status}.`);
  }
}
