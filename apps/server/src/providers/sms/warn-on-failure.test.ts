import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from './fake-sms-gateway';
import { HttpSms } from './http-sms';
import { SmsNotSent, type SmsSender } from './sms-sender';
import { warnOnSmsFailure } from './warn-on-failure';

function recordingLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
  };
}

let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(async () => gateway.close());

describe('SMS gateway failures', () => {
  it('are logged as a warning with the reason', async () => {
    gateway.answerWith(500);
    const log = recordingLog();
    const sender = warnOnSmsFailure(
      new HttpSms({ url: gateway.url, apiKey: 'k', template: 'Code {otp}' }),
      log as never,
    );
    await expect(sender.sendOtp('9876543210', '4821')).rejects.toBeInstanceOf(SmsNotSent);
    expect(log.lines).toEqual([
      {
        message: 'SMS not sent',
        fields: {
          reason: 'The SMS gateway refused the message with status 500.',
          errorType: 'SmsNotSent',
        },
      },
    ]);
  });

  it('never log the code, even when an adapter quotes it', async () => {
    const log = recordingLog();
    const quoting: SmsSender = {
      sendOtp: (_mobile, otp) => Promise.reject(new SmsNotSent(`Rejected text "Code ${otp}"`)),
    };
    await expect(
      warnOnSmsFailure(quoting, log as never).sendOtp('9876543210', '7391'),
    ).rejects.toThrow();
    expect(JSON.stringify(log.lines)).not.toContain('7391');
    expect(log.lines[0]?.fields.reason).toBe('Rejected text "Code <code>"');
  });

  it('log nothing when the message goes out', async () => {
    gateway.answerWith(202);
    const log = recordingLog();
    await warnOnSmsFailure(
      new HttpSms({ url: gateway.url, apiKey: 'k', template: 'Code {otp}' }),
      log as never,
    ).sendOtp('9876543210', '4821');
    expect(log.lines).toEqual([]);
  });
});
