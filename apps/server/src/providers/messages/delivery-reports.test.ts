import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  readMsg91Reports,
  readWhatsAppStatuses,
  secretMatches,
  whatsAppSignatureValid,
} from './delivery-reports';

describe("MSG91's delivery reports", () => {
  it('read the v3 callback and the new webhook, by code or by word', () => {
    expect(
      readMsg91Reports([
        { requestId: 'r1', number: '919876543210', status: '1', desc: 'DELIVERED' },
        { requestId: 'r2', status: '17', desc: 'Blocked number' },
        { requestId: 'r3', status: 'Failed', failureReason: 'Absent subscriber' },
        { requestId: 'r4', status: '8' },
        { status: '1' },
      ]),
    ).toEqual([
      { providerMessageId: 'r1', state: 'delivered' },
      { providerMessageId: 'r2', state: 'failed', reason: 'Blocked number' },
      { providerMessageId: 'r3', state: 'failed', reason: 'Absent subscriber' },
      { providerMessageId: 'r4', state: 'sent' },
    ]);
    expect(readMsg91Reports({ requestId: 'r5', status: 'DELIVERED' })).toEqual([
      { providerMessageId: 'r5', state: 'delivered' },
    ]);
  });

  it('need the exact shared secret', () => {
    expect(secretMatches('s3cret-for-msg91', 's3cret-for-msg91')).toBe(true);
    expect(secretMatches('s3cret-for-msg92', 's3cret-for-msg91')).toBe(false);
    expect(secretMatches('short', 's3cret-for-msg91')).toBe(false);
    expect(secretMatches(undefined, 's3cret-for-msg91')).toBe(false);
  });
});

describe("WhatsApp's webhook", () => {
  const raw = JSON.stringify({ entry: [] });
  const signature = `sha256=${createHmac('sha256', 'app-secret').update(raw).digest('hex')}`;

  it('is believed only with the HMAC of its raw body under the app secret', () => {
    expect(whatsAppSignatureValid(raw, signature, 'app-secret')).toBe(true);
    expect(whatsAppSignatureValid(raw, signature, 'another-secret')).toBe(false);
    expect(whatsAppSignatureValid(`${raw} `, signature, 'app-secret')).toBe(false);
    expect(whatsAppSignatureValid(raw, undefined, 'app-secret')).toBe(false);
    expect(whatsAppSignatureValid(raw, 'sha256=zz', 'app-secret')).toBe(false);
  });

  it('gives the statuses of messages, read counting as delivered', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: '1098' },
                statuses: [
                  { id: 'wamid.1', status: 'sent', recipient_id: '919876543210' },
                  { id: 'wamid.2', status: 'read', recipient_id: '919876543210' },
                  {
                    id: 'wamid.3',
                    status: 'failed',
                    errors: [{ code: 131026, title: 'Message undeliverable' }],
                  },
                  { id: 'wamid.4', status: 'deleted' },
                ],
              },
            },
            { field: 'messages', value: { messages: [{ from: '919876543210', text: {} }] } },
          ],
        },
      ],
    };
    expect(readWhatsAppStatuses(body)).toEqual([
      { providerMessageId: 'wamid.1', state: 'sent' },
      { providerMessageId: 'wamid.2', state: 'delivered' },
      { providerMessageId: 'wamid.3', state: 'failed', reason: '131026: Message undeliverable' },
    ]);
    expect(readWhatsAppStatuses({})).toEqual([]);
  });
});
