import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMsg91 } from './fake-message-providers';
import { MessageNotSent, MessageRefused, type OutgoingMessage } from './message-sender';
import { Msg91Sms, type Msg91Template } from './msg91-sms';

let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
beforeAll(async () => {
  msg91 = await startFakeMsg91('msg91-auth-key');
});
afterAll(async () => msg91.close());
beforeEach(() => {
  msg91.received.length = 0;
  msg91.answerWith('normal');
});

const templates = new Map<string, Msg91Template>([
  ['waitlist_area_open', { templateId: '6571f0d2d6fc05', dltTemplateId: '1107170000000000001' }],
  ['waitlist_area_open.kn', { templateId: '6571f0d2d6fc06', dltTemplateId: '1107170000000000002' }],
]);
const sender = (options: { authKey?: string; timeoutMs?: number } = {}) =>
  new Msg91Sms({
    apiUrl: msg91.url,
    authKey: options.authKey ?? 'msg91-auth-key',
    senderId: 'MKRPNT',
    templates,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
const message: OutgoingMessage = {
  reference: '41',
  mobile: '9876543210',
  channel: 'sms',
  template: 'waitlist_area_open',
  language: 'en',
  variables: { area: 'Whitefield', link: 'https://makerspantry.in' },
  text: 'Makers Pantry now delivers to Whitefield. Order at https://makerspantry.in',
};

describe('MSG91 SMS adapter', () => {
  it('sends the flow template with the authkey and the variables by name, and keeps the request id', async () => {
    const sent = await sender().send(message);
    expect(sent).toEqual({ providerMessageId: '3763646c305837353039301' });
    expect(msg91.received).toHaveLength(1);
    const [request] = msg91.received;
    expect(request?.path).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe('msg91-auth-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      template_id: '6571f0d2d6fc05',
      sender: 'MKRPNT',
      short_url: '0',
      recipients: [
        { mobiles: '919876543210', area: 'Whitefield', link: 'https://makerspantry.in' },
      ],
    });
  });

  it("uses the language's own registered template when there is one", async () => {
    await sender().send({ ...message, language: 'kn' });
    expect(msg91.received[0]?.body.template_id).toBe('6571f0d2d6fc06');
    await sender().send({ ...message, language: 'hi' });
    expect(msg91.received[1]?.body.template_id).toBe('6571f0d2d6fc05');
  });

  it('is refused, not retried, with a wrong auth key (401)', async () => {
    const attempt = sender({ authKey: 'wrong' }).send(message);
    await expect(attempt).rejects.toBeInstanceOf(MessageRefused);
    await expect(attempt).rejects.toThrow('401 (Authentication failure)');
  });

  it('is refused for a template it has no id for, without calling MSG91', async () => {
    await expect(sender().send({ ...message, template: 'order_placed' })).rejects.toThrow(
      "No MSG91 template is configured for 'order_placed'",
    );
    expect(msg91.received).toHaveLength(0);
  });

  it("is refused when MSG91 answers 200 with type 'error'", async () => {
    msg91.answerWith(200);
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageRefused);
  });

  it.each([400, 404])('is refused (no retry) when MSG91 answers %i', async (status) => {
    msg91.answerWith(status);
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageRefused);
  });

  it.each([429, 500, 502, 503])('is worth a retry when MSG91 answers %i', async (status) => {
    msg91.answerWith(status);
    const attempt = sender().send(message);
    await expect(attempt).rejects.toBeInstanceOf(MessageNotSent);
    await expect(attempt).rejects.toThrow(String(status));
  });

  it('is worth a retry after its timeout, and says nothing of the text', async () => {
    msg91.answerWith('hang');
    const attempt = sender({ timeoutMs: 200 }).send(message);
    await expect(attempt).rejects.toBeInstanceOf(MessageNotSent);
    await expect(attempt).rejects.not.toThrow('Whitefield');
  });

  it('is worth a retry when nothing listens', async () => {
    const unreachable = new Msg91Sms({
      apiUrl: 'http://127.0.0.1:1',
      authKey: 'k',
      senderId: 'MKRPNT',
      templates,
    });
    await expect(unreachable.send(message)).rejects.toBeInstanceOf(MessageNotSent);
  });
});
