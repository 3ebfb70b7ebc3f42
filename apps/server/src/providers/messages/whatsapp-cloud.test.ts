import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWhatsApp } from './fake-message-providers';
import { MessageNotSent, MessageRefused, type OutgoingMessage } from './message-sender';
import { WhatsAppCloud } from './whatsapp-cloud';

let graph: Awaited<ReturnType<typeof startFakeWhatsApp>>;
beforeAll(async () => {
  graph = await startFakeWhatsApp('wa-token', '109876543210123');
});
afterAll(async () => graph.close());
beforeEach(() => {
  graph.received.length = 0;
  graph.answerWith('normal');
});

const sender = (options: { token?: string; timeoutMs?: number } = {}) =>
  new WhatsAppCloud({
    apiUrl: graph.url,
    apiVersion: 'v21.0',
    phoneNumberId: '109876543210123',
    token: options.token ?? 'wa-token',
    templates: new Map([['waitlist_area_open', 'waitlist_area_open_v1']]),
    timeoutMs: options.timeoutMs ?? 2_000,
  });
const message: OutgoingMessage = {
  reference: '42',
  mobile: '9876543210',
  channel: 'whatsapp',
  template: 'waitlist_area_open',
  language: 'kn',
  variables: { area: 'Whitefield', link: 'https://makerspantry.in' },
  text: 'ಮೇಕರ್ಸ್ ಪ್ಯಾಂಟ್ರಿ ಈಗ Whitefield ಗೆ ತಲುಪಿಸುತ್ತದೆ.',
};

describe('WhatsApp Cloud API adapter', () => {
  it('sends the approved template in the customer language with the bearer token', async () => {
    const sent = await sender().send(message);
    expect(sent).toEqual({ providerMessageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS1' });
    const [request] = graph.received;
    expect(request?.path).toBe('/v21.0/109876543210123/messages');
    expect(request?.headers.authorization).toBe('Bearer wa-token');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'waitlist_area_open_v1',
        language: { code: 'kn' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Whitefield' },
              { type: 'text', text: 'https://makerspantry.in' },
            ],
          },
        ],
      },
    });
  });

  it('is refused, not retried, with a bad token (401, code 190)', async () => {
    const attempt = sender({ token: 'expired' }).send(message);
    await expect(attempt).rejects.toBeInstanceOf(MessageRefused);
    await expect(attempt).rejects.toThrow('190: Invalid OAuth access token.');
  });

  it('is refused for a template with no approved name, without calling Meta', async () => {
    await expect(sender().send({ ...message, template: 'order_placed' })).rejects.toBeInstanceOf(
      MessageRefused,
    );
    expect(graph.received).toHaveLength(0);
  });

  it.each([400, 403, 404])('is refused (no retry) when the API answers %i', async (status) => {
    graph.answerWith(status);
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageRefused);
  });

  it.each([429, 500, 503])('is worth a retry when the API answers %i', async (status) => {
    graph.answerWith(status);
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageNotSent);
  });

  it('is worth a retry after its timeout', async () => {
    graph.answerWith('hang');
    await expect(sender({ timeoutMs: 200 }).send(message)).rejects.toBeInstanceOf(MessageNotSent);
  });
});
