import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConsoleSms } from './console-sms';
import { SmsOutbox } from './sms-outbox';

const lines: unknown[][] = [];
const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
const now = () => new Date('2026-11-20T04:30:00.000Z');

describe('console SMS sender', () => {
  it('logs the message and keeps the last one per number', async () => {
    const outbox = new SmsOutbox();
    const sms = new ConsoleSms({ template: '{otp} is your code', log, outbox, now });
    await sms.sendOtp('9876543210', '1111');
    await sms.sendOtp('9876543210', '2222');
    expect(lines.at(-1)?.[0]).toEqual({ mobile: '9876543210', message: '2222 is your code' });
    expect(outbox.lastTo('9876543210')).toEqual({
      mobile: '9876543210',
      message: '2222 is your code',
      otp: '2222',
      sentAt: '2026-11-20T04:30:00.000Z',
    });
    expect(outbox.lastTo('9876543211')).toBeUndefined();
  });

  it('keeps nothing when it has no outbox (production)', async () => {
    const sms = new ConsoleSms({ template: '{otp}', log, outbox: undefined, now });
    await expect(sms.sendOtp('9876543210', '1111')).resolves.toBeUndefined();
  });

  it('drops the oldest number once it holds a thousand', () => {
    const outbox = new SmsOutbox();
    const message = (mobile: string) => ({ mobile, message: 'm', otp: '1234', sentAt: '' });
    for (let i = 0; i < 1_001; i++) outbox.keep(message(String(9_000_000_000 + i)));
    expect(outbox.lastTo('9000000000')).toBeUndefined();
    expect(outbox.lastTo('9000000001')).toBeDefined();
    expect(outbox.lastTo('9000001000')).toBeDefined();
  });
});
