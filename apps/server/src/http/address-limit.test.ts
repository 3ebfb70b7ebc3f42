import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../test/harness';

/** Search and cart-list need no login, so each client address gets a budget per minute. */
let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop({ env: { PUBLIC_LIMIT_PER_MINUTE: '5' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const cartList = (remoteAddress: string, lines = 1) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/products/cart-list/',
    payload: Array.from({ length: lines }, () => ({
      id: catalogue.products.ragiBatter,
      quantityPossible: 1,
    })),
    remoteAddress,
  });
const search = (remoteAddress: string) =>
  shop.app.inject({ method: 'GET', url: '/api/products/search/?keyword=ragi', remoteAddress });

describe.each([
  ['cart-list', cartList],
  ['search', search],
] as const)('%s per client address', (_, call) => {
  it('answers 429 with Retry-After past the limit, other addresses unaffected, and again after a minute', async () => {
    const address = `10.9.${Math.floor(Math.random() * 250)}.1`;
    for (let i = 0; i < 5; i++) expect((await call(address)).statusCode).toBe(200);
    const refused = await call(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.8.0.1')).statusCode).toBe(200);
    shop.clock.advance(60_000);
    expect((await call(address)).statusCode).toBe(200);
  });
});

describe('cart-list size', () => {
  it('checks a cart of 50 products', async () => {
    expect((await cartList('10.7.0.1', 50)).statusCode).toBe(200);
  });
});
