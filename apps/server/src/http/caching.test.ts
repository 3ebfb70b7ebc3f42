import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * What browsers and proxies may keep, walked over the whole OpenAPI document so that routes added
 * later are held to it too.
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
}

let shop: TestShop;
let headers: Record<string, string>;

beforeAll(async () => {
  shop = await openTestShop();
  await buildCatalogue(shop.database.db, shop.clock.now());
  ({ headers } = await createTestLogin(shop.database.db, { roles: ['admin'] }, shop.clock.now()));
});
afterAll(async () => shop.close());

function operations() {
  const document = shop.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        // `[{ token: [] }, {}]` is a page anyone may see; `[{ token: [] }]` needs a login.
        needsLogin:
          (operation.security ?? []).length > 0 &&
          (operation.security ?? []).every((option) => 'token' in option),
      })),
  );
}

describe('Cache-Control on every route', () => {
  it('answers a logged-in request to any route with no-store, whatever the status', async () => {
    const walked: string[] = [];
    for (const { method, url } of operations()) {
      const res = await shop.app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const cacheControl = String(res.headers['cache-control'] ?? '');
      // A public page answered from the shared cache does not read the login at all.
      if (cacheControl.startsWith('public')) continue;
      expect(cacheControl, `${method} ${url} (${res.statusCode})`).toContain('no-store');
      walked.push(`${method} ${url}`);
    }
    expect(walked).toContain('GET /api/users/profile/');
    expect(walked).toContain('GET /api/users/is-customer-pod-allowed/');
    expect(walked).toContain('GET /api/hub/otp-issue-reports/');
    expect(walked).toContain('GET /api/users/address/');
  });

  it('never lets a route that needs a login be kept publicly', async () => {
    for (const { method, url, needsLogin } of operations()) {
      if (!needsLogin) continue;
      const res = await shop.app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(String(res.headers['cache-control']), `${method} ${url}`).toContain('no-store');
    }
  });

  it('keeps the login answer, which carries the token, out of every cache', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { mobile: '9876500001', otp: '000000' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets browsers keep stock-bearing public answers for a few seconds at most, with no stale reuse', async () => {
    for (const url of [
      '/api/products/',
      '/api/products/search/?keyword=ragi',
      '/api/products/cart-collection/',
      '/api/products/npi/',
    ]) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const cacheControl = String(res.headers['cache-control']);
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
      expect(maxAge, url).toBeLessThanOrEqual(5);
      expect(cacheControl, url).not.toContain('stale-while-revalidate');
    }
  });
});

describe('query parameters', () => {
  it.each([
    '/api/products/?pageNum=1&junk=1',
    '/api/products/search/?keyword=ragi&junk=2',
    '/api/products/banners/?junk=3',
    '/api/products/category-list/?x',
  ])('refuses a parameter the route does not take: %s', async (url) => {
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_PARAMETER' });
  });

  it('still takes the parameters a route names', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/products/?pageNum=2' });
    expect(res.statusCode).toBe(200);
  });
});

describe('compressed answers from the public cache', () => {
  const url = '/api/products/';

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('with Accept-Encoding %s sends %s, the same JSON', async (accept, encoding, open) => {
    const plain = await shop.app.inject({ method: 'GET', url });
    const first = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': accept },
    });
    const second = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': accept },
    });
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(open(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('answers 304 to a matching ETag whatever the encoding', async () => {
    const first = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    const again = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('compressed answers that are not cached', () => {
  // The cart-list reads live stock on every request; its answer is compressed as it leaves.
  const cartList = (acceptEncoding?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/products/cart-list/',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      payload: [1, 2, 3, 4, 5, 6].map((id) => ({ id, quantityPossible: 1 })),
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('with Accept-Encoding %s sends %s, the same JSON', async (accept, encoding, open) => {
    const plain = await cartList();
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await cartList(accept);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(open(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a short answer as it is: compressing it would save less than it costs', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/products/nope/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });
});
