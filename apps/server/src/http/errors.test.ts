import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

describe('errors', () => {
  it('answers an unknown API route with 404 and a detail sentence', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      detail: expect.stringContaining('/api/no-such-thing/'),
    });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});
