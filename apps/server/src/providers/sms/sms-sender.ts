/** Sends the login code to a customer's phone. One interface, an adapter per gateway. */
export interface SmsSender {
  /** Resolves once the gateway has accepted the message; throws `SmsNotSent` otherwise. */
  sendOtp(mobile: string, otp: string): Promise<void>;
}

/** The gateway did not take the message; the customer should be told to try again. */
export class SmsNotSent extends Error {
  override readonly name = 'SmsNotSent';
}

/** SMS_HTTP_TEMPLATE: `{otp}` marks where the code goes. */
export function renderOtpMessage(template: string, otp: string): string {
  return template.replaceAll('{otp}', otp);
}
