import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * A cached page asked again is answered by the public cache's early hook, before validation and
 * the handler (decision 054). Whatever path answers it, the answer keeps every protection: the
 * security headers, its request id and log line, Vary, 304s, and a login's own product page.
 */

const written: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        written.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
);

let shop: TestShop;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await openTestShop({ logger });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const asBrowsers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const pages = () => [
  ['the products page', '/api/products/?pageNum=1'],
  ['a product', `/api/products/${catalogue.products.ragiBatter}/`],
  ['a search', '/api/products/search/?keyword=ragi&pageNum=1'],
];

/** The headers every JSON answer of the shop carries, whichever path answered it. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

describe('a cached page asked again', () => {
  it('is answered with the same bytes and the same headers as the first time, its own request id', async () => {
    for (const [what, url] of pages()) {
      const first = await shop.app.inject({ method: 'GET', url: url!, headers: asBrowsers });
      const again = await shop.app.inject({ method: 'GET', url: url!, headers: asBrowsers });
      expect(again.statusCode, what).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload), what).toBe(true);
      expect(again.headers['content-encoding'], what).toBe('br');
      expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString()), what).toBeTruthy();
      const { date: _d1, 'x-request-id': firstId, ...firstHeaders } = first.headers;
      const { date: _d2, 'x-request-id': againId, ...againHeaders } = again.headers;
      expect(againHeaders, what).toEqual(firstHeaders);
      for (const name of SECURITY_HEADERS)
        expect(again.headers[name], `${what}: ${name}`).toBeTruthy();
      expect(String(again.headers.vary), what).toMatch(/Accept-Encoding/);
      expect(again.headers['cache-control'], what).toBe('public, max-age=5');
      expect(againId, what).toMatch(/^[0-9a-f-]{36}$/);
      expect(againId, what).not.toBe(firstId);
    }
  });

  it('answers 304 to its ETag, with the security headers', async () => {
    for (const [what, url] of pages()) {
      const first = await shop.app.inject({ method: 'GET', url: url!, headers: asBrowsers });
      const again = await shop.app.inject({
        method: 'GET',
        url: url!,
        headers: { ...asBrowsers, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, what).toBe(304);
      expect(again.body, what).toBe('');
      for (const name of SECURITY_HEADERS)
        expect(again.headers[name], `${what}: ${name}`).toBeTruthy();
    }
  });

  it('writes its request line: route, status, id', async () => {
    const [, url] = pages()[0]!;
    await shop.app.inject({ method: 'GET', url: url!, headers: asBrowsers });
    written.length = 0;
    const again = await shop.app.inject({
      method: 'GET',
      url: url!,
      headers: { ...asBrowsers, 'x-request-id': 'proxy-early-hit-1' },
    });
    expect(again.headers['x-request-id']).toBe('proxy-early-hit-1');
    expect(written.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        reqId: 'proxy-early-hit-1',
        method: 'GET',
        route: '/api/products/',
        status: 200,
        userId: null,
      }),
    ]);
  });

  it("never hands a visitor's copy of a product page to a logged-in customer", async () => {
    const url = `/api/products/${catalogue.products.idliBatter}/`;
    for (let i = 0; i < 2; i++) await shop.app.inject({ method: 'GET', url, headers: asBrowsers });
    const login = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const own = await shop.app.inject({
      method: 'GET',
      url,
      headers: { ...asBrowsers, ...login.headers },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(String(own.headers.vary)).toMatch(/Authorization/);
  });
});
