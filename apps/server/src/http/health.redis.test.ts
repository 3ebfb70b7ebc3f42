import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../test/harness';

/** Runs in the server-redis project, only when TEST_REDIS_URL names a Redis (.ci/run starts one). */
let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ env: { REDIS_URL: process.env.TEST_REDIS_URL ?? '' } });
});
afterAll(async () => shop.close());

describe('readiness with Redis configured', () => {
  it('is ready when Redis answers, and names it', async () => {
    // ioredis connects in the background: ready once it has.
    await expect
      .poll(async () => (await shop.app.inject({ method: 'GET', url: '/api/health/ready' })).json())
      .toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', media: 'ok' } });
  });
});
