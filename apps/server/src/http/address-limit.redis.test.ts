import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { RedisRateLimiter } from '../providers/rate-limit/redis-rate-limiter';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * Two instances behind a proxy, on one database and one Redis (TEST_REDIS_URL; the run's own key
 * prefix, removed afterwards): one client address gets one budget between them, not one each.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const prefix = `mp:test:${randomBytes(6).toString('hex')}:`;
const clients: Redis[] = [];
const sharedLimits = () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return new RedisRateLimiter(redis, prefix);
};

let shop: TestShop;
let other: App;
let catalogue: Catalogue;

beforeAll(async () => {
  const env = { PUBLIC_LIMIT_PER_MINUTE: '5' };
  shop = await openTestShop({ env, limits: sharedLimits() });
  other = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    database: shop.database,
    now: shop.clock.now,
    limits: sharedLimits(),
  });
  await other.ready();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => {
  await other.close();
  await shop.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const search = (app: App, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/products/search/?keyword=ragi', remoteAddress });
const cartList = (app: App, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/products/cart-list/',
    payload: [{ id: catalogue.products.ragiBatter, quantityPossible: 1 }],
    remoteAddress,
  });

describe.each([
  ['search', search],
  ['cart-list', cartList],
] as const)('%s per client address on two instances', (_, call) => {
  it('allows one budget between them: the sixth request is refused on either', async () => {
    const address = `10.6.${Math.floor(Math.random() * 250)}.1`;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call(i % 2 ? other : shop.app, address)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const refusedHere = await call(shop.app, address);
    const refusedThere = await call(other, address);
    expect([refusedHere.statusCode, refusedThere.statusCode]).toEqual([429, 429]);
    expect(refusedThere.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await call(other, '10.5.0.1')).statusCode).toBe(200);
  });
});
