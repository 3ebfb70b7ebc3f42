import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * The proxy configuration the compose file runs (deploy/nginx/shop-locations.conf), with nginx
 * from Debian in front of two instances of the shop on one PostgreSQL database, all on 127.0.0.1:
 * both instances serve, a price changed through the proxy is seen through it within two seconds,
 * and an instance that stops takes no request down with it. PostgreSQL only: two instances of a
 * real shop share a server, not one PGlite (and .ci/run installs nginx with it).
 */
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const locations = path.resolve(import.meta.dirname, '../../../../deploy/nginx/shop-locations.conf');

let shop: TestShop;
let other: App;
let catalogue: Catalogue;
let nginx: ChildProcess;
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

async function startNginx(ports: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-nginx-'));
  chmodSync(dir, 0o777); // nginx's workers may run as nobody and write their temporary files here
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 8;
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${port};
    include ${locations};
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      if ((await fetch(`${url}/proxy/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    if (attempt > 100) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const env = { CATALOGUE_CACHE_SECONDS: '60', TRUST_PROXY: '127.0.0.1' };
  shop = await openTestShop({ env });
  other = await anotherInstance(shop, env);
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  proxy = await startNginx([await listening(shop.app), await listening(other)]);
}, 60_000);
afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
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
