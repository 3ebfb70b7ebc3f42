import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { ConsoleSms } from './console-sms';
import { HttpSms } from './http-sms';
import type { SmsSender } from './sms-sender';
import { SmsOutbox } from './sms-outbox';

export interface SmsSetup {
  sender: SmsSender;
  /** Only with the console sender outside production; the dev outbox route serves it. */
  outbox: SmsOutbox | undefined;
}

export function openSmsSender(config: Config, log: FastifyBaseLogger, now: () => Date): SmsSetup {
  if (config.SMS_PROVIDER === 'http') {
    // config.ts already insists on both when SMS_PROVIDER=http.
    const sender = new HttpSms({
      url: config.SMS_HTTP_URL ?? '',
      apiKey: config.SMS_HTTP_API_KEY ?? '',
      template: config.SMS_HTTP_TEMPLATE,
    });
    return { sender, outbox: undefined };
  }
  const outbox = config.isProduction ? undefined : new SmsOutbox();
  return {
    sender: new ConsoleSms({ template: config.SMS_HTTP_TEMPLATE, log, outbox, now }),
    outbox,
  };
}
