import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';
import { startLocalNginx, type LocalNginx } from '../test/local-nginx';
import { createTestLogin } from './auth-testing';

/**
 * The proxy configuration the compose file runs (deploy/nginx/shop-locations.conf), with nginx
 * from Debian in front of two instances of the shop on one PostgreSQL database, all on 127.0.0.1:
 * both instances serve, a price changed through the proxy is seen through it within two seconds,
 * and an instance that stops takes no request down with it. PostgreSQL only: two instances of a
 * real shop share a server, not one PGlite (and .ci/run installs nginx with it).
 */
let shop: TestShop;
let other: App;
let catalogue: Catalogue;
let nginx: LocalNginx | undefined;
let proxy: string;
let otherClosed = false;
const served = new Map<App, number>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function listening(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  served.set(app, 0);
  app.server.on('request', () => served.set(app, (served.get(app) ?? 0) + 1));
  return (app.server.address() as { port: number }).port;
}

beforeAll(async () => {
  const env = { CATALOGUE_CACHE_SECONDS: '60', TRUST_PROXY: '127.0.0.1' };
  shop = await openTestShop({ env });
  other = await anotherInstance(shop, env);
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  nginx = await startLocalNginx(
    [await listening(shop.app), await listening(other)],
    await freePort(),
  );
  proxy = nginx.url;
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  if (!otherClosed) await other.close();
  await shop.close();
});

const priceThroughProxy = async (id: number) => {
  const res = await fetch(`${proxy}/api/products/${id}/`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { price: number }).price;
};

describe('nginx in front of two instances', () => {
  it('spreads requests over both instances', async () => {
    const before = new Map(served);
    for (let i = 0; i < 10; i++)
      expect((await fetch(`${proxy}/api/products/?pageNum=1`)).status).toBe(200);
    expect(served.get(shop.app)! - before.get(shop.app)!).toBeGreaterThan(0);
    expect(served.get(other)! - before.get(other)!).toBeGreaterThan(0);
  });

  it('shows a price changed through the proxy on every following request within two seconds', async () => {
    const ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
    const id = catalogue.products.ragiBatter;
    const before = await priceThroughProxy(id);
    await priceThroughProxy(id); // both instances now hold the old price in their caches
    const headers = ops.headers;
    const current = await fetch(`${proxy}/api/hub/products/${id}/`, { headers });
    const { version } = (await current.json()) as { version: number };
    const edit = await fetch(`${proxy}/api/hub/products/${id}/`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version, price: before + 15 }),
    });
    expect(edit.status).toBe(200);
    // A live product's new price waits for review; the approval is the catalogue change.
    const approval = await fetch(`${proxy}/api/hub/products/${id}/approve/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version: ((await edit.json()) as { version: number }).version }),
    });
    expect(approval.status).toBe(200);
    const deadline = Date.now() + 2_000;
    let seen: number[] = [];
    do {
      seen = [await priceThroughProxy(id), await priceThroughProxy(id)];
    } while (seen.some((price) => price !== before + 15) && Date.now() < deadline);
    expect(seen).toEqual([before + 15, before + 15]);
  });

  it('keeps answering 200 when one instance stops', async () => {
    await other.close();
    otherClosed = true;
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await fetch(`${proxy}/api/products/?pageNum=1`)).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
  });
});
