import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestLogin } from '../http/auth-testing';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';
import { multipart } from '../test/multipart';

/**
 * Two instances on the disk store with disks of their own (what MEDIA_STORE=s3 or a shared disk
 * is for): a photo the other instance does not have is a 404 with the route's sentence, as for
 * no photo, never a 500.
 */
let shop: TestShop;
let other: App;
beforeAll(async () => {
  shop = await openTestShop();
  other = await anotherInstance(shop);
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

describe('a ticket photo the instance does not have', () => {
  it('answers 404, not 500', async () => {
    const asha = await createTestLogin(shop.database.db);
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#444' },
    })
      .jpeg()
      .toBuffer();
    const body = multipart({ type: 'SUGGESTION', description: 'A dented lid' }, [
      { filename: 'lid.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    const sent = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/report-issue/',
      headers: { ...asha.headers, ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const ticket = await shop.app.inject({
      method: 'GET',
      url: `/api/support/tickets/${sent.json().id}/`,
      headers: asha.headers,
    });
    const url = ticket.json<{ images: { url: string }[] }>().images[0]!.url;
    expect((await shop.app.inject({ method: 'GET', url, headers: asha.headers })).statusCode).toBe(
      200,
    );
    const elsewhere = await other.inject({ method: 'GET', url, headers: asha.headers });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ code: 'NOT_FOUND', detail: 'This photo was not found.' });
  });
});
