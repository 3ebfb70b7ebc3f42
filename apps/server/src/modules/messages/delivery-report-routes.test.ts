import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { outboxMessages } from '../../db/schema/messages';
import { startFakeMsg91, startFakeWhatsApp } from '../../providers/messages/fake-message-providers';
import { openMessageProviders } from '../../providers/messages/open-message-providers';
import type { MessageSender } from '../../providers/messages/message-sender';
import { openTestShop, type TestShop } from '../../test/harness';
import { queueMessage, sendDueMessages } from './service';

/**
 * A message goes out through the real adapters (to local servers speaking MSG91's and WhatsApp's
 * APIs), then each provider's report, checked by its secret or signature, moves it on.
 */
const MSG91_SECRET = 'msg91-report-secret-0123';
const APP_SECRET = 'whatsapp-app-secret';
const VERIFY_TOKEN = 'whatsapp-verify-token-01';
let shop: TestShop;
let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
let graph: Awaited<ReturnType<typeof startFakeWhatsApp>>;
let sender: MessageSender;

beforeAll(async () => {
  msg91 = await startFakeMsg91('auth-key');
  graph = await startFakeWhatsApp('wa-token', '109876543210123');
  const env = {
    MESSAGE_SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'auth-key',
    MSG91_SENDER_ID: 'MKRPNT',
    MSG91_TEMPLATES: 'waitlist_area_open=6571f0d2d6fc05:1107170000000000001',
    MSG91_REPORT_SECRET: MSG91_SECRET,
    MSG91_API_URL: msg91.url,
    WHATSAPP_TOKEN: 'wa-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210123',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_TEMPLATES: 'waitlist_area_open=waitlist_area_open_v1',
    WHATSAPP_API_URL: graph.url,
  };
  shop = await openTestShop({ env });
  sender = openMessageProviders(loadConfig({ NODE_ENV: 'test', ...env }), {
    send: () => Promise.reject(new Error('the console sender is not used here')),
  });
});
afterAll(async () => {
  await shop.close();
  await msg91.close();
  await graph.close();
});
beforeEach(async () => {
  await shop.database.db.delete(outboxMessages);
});

let nextMobile = 9_700_000_000;
/** Queues one waitlist message and sends it through the providers; answers its outbox row id. */
async function sentMessage(channel: 'sms' | 'whatsapp') {
  const now = new Date('2026-11-20T05:30:00.000Z');
  const queued = await shop.database.db.transaction((tx) =>
    queueMessage(tx, {
      template: 'waitlist_area_open',
      variables: { place: 'Whitefield' },
      to: { mobile: String(nextMobile++), language: 'kn' },
      dedupeKey: `test:${nextMobile}`,
      channel,
      now,
    }),
  );
  await sendDueMessages(shop.database.db, sender, now);
  return queued?.id ?? 0;
}
const rowOf = async (id: number) =>
  (await shop.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

describe("MSG91's delivery report", () => {
  it('moves the message it names to delivered, with the right secret only', async () => {
    const id = await sentMessage('sms');
    const sent = await rowOf(id);
    expect(sent?.state).toBe('sent');
    expect(msg91.received.at(-1)?.body.template_id).toBe('6571f0d2d6fc05');
    const report = [{ requestId: sent?.providerMessageId, status: '1', desc: 'DELIVERED' }];

    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/api/messages/reports/msg91/?secret=not-the-secret',
      payload: report,
    });
    expect(wrong.statusCode).toBe(403);
    expect((await rowOf(id))?.state).toBe('sent');

    const right = await shop.app.inject({
      method: 'POST',
      url: `/api/messages/reports/msg91/?secret=${MSG91_SECRET}`,
      payload: report,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ recorded: 1 });
    expect((await rowOf(id))?.state).toBe('delivered');
  });

  it('records a failure with its reason', async () => {
    const id = await sentMessage('sms');
    const requestId = (await rowOf(id))?.providerMessageId;
    await shop.app.inject({
      method: 'POST',
      url: `/api/messages/reports/msg91/?secret=${MSG91_SECRET}`,
      payload: { requestId, status: '17', desc: 'Blocked number' },
    });
    expect(await rowOf(id)).toMatchObject({ state: 'failed', error: 'Blocked number' });
  });
});

describe("WhatsApp's webhook", () => {
  const post = (body: object, secret = APP_SECRET) => {
    const raw = JSON.stringify(body);
    return shop.app.inject({
      method: 'POST',
      url: '/api/messages/reports/whatsapp/',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
      },
      payload: raw,
    });
  };
  const statusOf = (wamid: string | null | undefined, status: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status }] } }],
      },
    ],
  });

  it('answers the verification challenge to the verify token only', async () => {
    const query = (token: string) =>
      `/api/messages/reports/whatsapp/?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const right = await shop.app.inject({ method: 'GET', url: query(VERIFY_TOKEN) });
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect(
      (await shop.app.inject({ method: 'GET', url: query('guess-guess-guess') })).statusCode,
    ).toBe(403);
  });

  it('moves a WhatsApp message to delivered when signed with the app secret, and not otherwise', async () => {
    const id = await sentMessage('whatsapp');
    const sent = await rowOf(id);
    expect(sent?.channel).toBe('whatsapp');
    expect(graph.received.at(-1)?.body.template).toMatchObject({
      name: 'waitlist_area_open_v1',
      language: { code: 'kn' },
    });
    const forged = await post(statusOf(sent?.providerMessageId, 'delivered'), 'another-secret');
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(id))?.state).toBe('sent');

    const signed = await post(statusOf(sent?.providerMessageId, 'read'));
    expect(signed.statusCode).toBe(200);
    expect((await rowOf(id))?.state).toBe('delivered');
  });
});
