import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop({ env: { HUB_LIMIT_PER_MINUTE: '3' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const get = (url: string, login: Login) =>
  shop.app.inject({ method: 'GET', url, headers: login.headers });
const login = (roles: ('ops' | 'seller')[]) =>
  createTestLogin(shop.database.db, { roles }, shop.clock.now());

describe("the hub's request limit", () => {
  it('answers 429 with Retry-After past the limit per login, across every hub route', async () => {
    const ops = await login(['ops']);
    // One budget for the whole hub: makers, batches, orders (another module's scope) and tickets.
    for (const url of [
      '/api/hub/makers/',
      '/api/hub/batches/seller-product-batches/ALL/',
      '/api/hub/orders/',
    ])
      expect((await get(url, ops)).statusCode, url).toBe(200);
    const refused = await get('/api/hub/tickets/', ops);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      detail: 'Too many requests from your login. Please try again in 60 seconds.',
    });
    expect(refused.headers['cache-control']).toBe('no-store');

    // Another login has its own budget.
    const colleague = await login(['ops']);
    expect((await get('/api/hub/makers/', colleague)).statusCode).toBe(200);

    // The window passes.
    shop.clock.advance(45_000);
    expect((await get('/api/hub/makers/', ops)).headers['retry-after']).toBe('15');
    shop.clock.advance(15_000);
    expect((await get('/api/hub/makers/', ops)).statusCode).toBe(200);
  });

  it('counts sellers too, and is in the API document of every hub route', async () => {
    const seller = await login(['seller']);
    await shop.database.db
      .update(makers)
      .set({ userId: seller.user.id })
      .where(eq(makers.id, catalogue.makers.amma));
    for (let i = 0; i < 3; i++)
      expect((await get('/api/hub/makers/', seller)).statusCode).toBe(200);
    expect((await get('/api/hub/makers/', seller)).statusCode).toBe(429);

    const document = shop.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const hubOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/hub/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(hubOperations.length).toBeGreaterThan(10);
    const without = hubOperations
      .filter(({ operation }) => !operation.responses?.['429'])
      .map(({ path, method }) => `${method} ${path}`);
    expect(without).toEqual([]);
  });
});
