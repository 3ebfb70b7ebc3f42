import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from './fake-sms-gateway';
import { HttpSms } from './http-sms';
import { SmsNotSent } from './sms-sender';

let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(async () => gateway.close());
beforeEach(() => {
  gateway.received.length = 0;
  gateway.answerWith(202);
});

const sender = (timeoutMs = 2_000) =>
  new HttpSms({
    url: gateway.url,
    apiKey: 'test-key-123',
    template: 'Your Makers Pantry code is {otp}. Valid 10 minutes. Do not share it.',
    timeoutMs,
  });

describe('HTTP SMS gateway adapter', () => {
  it('posts the rendered message as JSON with the bearer key', async () => {
    await sender().sendOtp('9876543210', '4821');
    expect(gateway.received).toHaveLength(1);
    const [sms] = gateway.received;
    expect(sms?.headers.authorization).toBe('Bearer test-key-123');
    expect(sms?.headers['content-type']).toBe('application/json');
    expect(sms?.body).toEqual({
      to: '+919876543210',
      message: 'Your Makers Pantry code is 4821. Valid 10 minutes. Do not share it.',
    });
  });

  it.each([400, 401, 429, 500, 503])('fails when the gateway answers %i', async (status) => {
    gateway.answerWith(status);
    const attempt = sender().sendOtp('9876543210', '4821');
    await expect(attempt).rejects.toBeInstanceOf(SmsNotSent);
    await expect(attempt).rejects.toThrow(String(status));
  });

  it('gives up after its timeout', async () => {
    gateway.answerWith('hang');
    await expect(sender(200).sendOtp('9876543210', '4821')).rejects.toBeInstanceOf(SmsNotSent);
  });

  it('fails when nothing listens, without putting the code in the error', async () => {
    const unreachable = new HttpSms({
      url: 'http://127.0.0.1:1/v1/messages',
      apiKey: 'k',
      template: 'code {otp}',
    });
    const attempt = unreachable.sendOtp('9876543210', '4821');
    await expect(attempt).rejects.toBeInstanceOf(SmsNotSent);
    await expect(attempt).rejects.not.toThrow('4821');
  });
});
