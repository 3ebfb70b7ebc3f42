import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { anotherInstance, caller, openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * A price changed in the hub, with the public cache on and the clock standing still (so nothing
 * expires by itself): the instance that made the change shows it on the next request, and a
 * second instance on the same database shows it once the database's notice reaches it.
 */
let shop: TestShop;
let other: App;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
  other = await anotherInstance(shop, { CATALOGUE_CACHE_SECONDS: '60' });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

const call = caller(() => shop);
const priceOn = async (app: App, id: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${id}/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ price: number }>().price;
};
const firstPageOn = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/products/?pageNum=1' })).json<{
    products: { id: number; price: number }[];
  }>().products;

/** Asks until `check` holds or two seconds pass, and answers what was seen last. */
async function withinTwoSeconds<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + 2_000;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('a catalogue change made through one instance', () => {
  it('shows the new price at once there and within two seconds on the other instance', async () => {
    const id = catalogue.products.ragiBatter;
    const before = await priceOn(shop.app, id);
    expect(await priceOn(other, id)).toBe(before);
    const listed = (await firstPageOn(other)).find((card) => card.id === id);
    expect(listed?.price).toBe(before);

    const current = await call('GET', `/api/hub/products/${id}/`, ops);
    const edit = await call('PATCH', `/api/hub/products/${id}/`, ops, {
      version: current.json<{ version: number }>().version,
      price: before + 20,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // A live product's new price waits for review; the approval is the catalogue change.
    expect(await priceOn(shop.app, id)).toBe(before);
    const approval = await call('POST', `/api/hub/products/${id}/approve/`, ops, {
      version: edit.json<{ version: number }>().version,
    });
    expect(approval.statusCode, approval.body).toBe(200);

    expect(await priceOn(shop.app, id)).toBe(before + 20);
    expect(
      await withinTwoSeconds(
        () => priceOn(other, id),
        (p) => p === before + 20,
      ),
    ).toBe(before + 20);
    const relisted = await withinTwoSeconds(
      () => firstPageOn(other),
      (cards) => cards.find((card) => card.id === id)?.price === before + 20,
    );
    expect(relisted.find((card) => card.id === id)?.price).toBe(before + 20);
  });

  it('keeps the cache when a hub write is refused', async () => {
    const id = catalogue.products.ragiBatter;
    const price = await priceOn(shop.app, id);
    const refused = await call('PATCH', `/api/hub/products/${id}/`, ops, {
      version: -1,
      price: price + 1,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await priceOn(shop.app, id)).toBe(price);
  });
});
