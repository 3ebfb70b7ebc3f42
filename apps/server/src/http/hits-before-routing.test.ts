import type { AddressInfo } from 'node:net';
import { request, type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { pino } from 'pino';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';
import { Readiness } from './health';
import { answerHitsBeforeRouting } from './hits-before-routing';
import { PublicCache } from './public-cache';

/**
 * Over HTTP, a cached page asked again is answered as it arrives, before Fastify routes it
 * (hits-before-routing.ts, decision 069): the same bytes and headers as the full path's answer,
 * its own request id and request line, 304 to its ETag, never a login's own page, never an
 * expired entry, and never before a route's limit has counted it.
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
let base: string;
beforeAll(async () => {
  shop = await openTestShop({ logger });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => shop.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over HTTP, the body as it travelled (still compressed). */
function get(path: string, headers: Record<string, string> = {}, at = base): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const asking = request(`${at}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode!,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
      answer.on('error', reject);
    });
    asking.on('error', reject);
    asking.end();
  });
}

const asBrowsers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const withoutDateAndId = ({ date: _date, 'x-request-id': _id, ...rest }: IncomingHttpHeaders) =>
  rest;

describe('a cached page asked again over HTTP', () => {
  it('has the same bytes and headers as the full path gave, its own request id', async () => {
    for (const path of [
      '/api/products/?pageNum=1',
      `/api/products/${catalogue.products.ragiBatter}/`,
      '/api/products/search/?keyword=ragi&pageNum=1',
    ]) {
      const first = await get(path, asBrowsers);
      const again = await get(path, asBrowsers);
      expect(again.status, path).toBe(200);
      expect(again.body.equals(first.body), path).toBe(true);
      expect(JSON.parse(brotliDecompressSync(again.body).toString()), path).toBeTruthy();
      expect(withoutDateAndId(again.headers), path).toEqual(withoutDateAndId(first.headers));
      expect(again.headers['content-encoding'], path).toBe('br');
      expect(again.headers['content-security-policy'], path).toBeTruthy();
      expect(again.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.headers['x-request-id'], path).not.toBe(first.headers['x-request-id']);
    }
  });

  it('answers 304 to its ETag, with the headers the full path gives a 304', async () => {
    const path = '/api/products/?pageNum=1';
    const first = await get(path, asBrowsers);
    const ifNoneMatch = { ...asBrowsers, 'if-none-match': String(first.headers.etag) };
    const routed = await shop.app.inject({ method: 'GET', url: path, headers: ifNoneMatch });
    const again = await get(path, ifNoneMatch);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The connection's own headers differ between a socket and `inject`, not the answer's.
    const answerHeaders = (headers: IncomingHttpHeaders) => {
      const { connection: _c, 'keep-alive': _k, ...rest } = withoutDateAndId(headers);
      return rest;
    };
    expect(answerHeaders(again.headers)).toEqual(
      answerHeaders(routed.headers as IncomingHttpHeaders),
    );
  });

  it("writes its request line: route, status, the proxy's id", async () => {
    const path = '/api/products/?pageNum=1';
    await get(path, asBrowsers);
    written.length = 0;
    const again = await get(path, { ...asBrowsers, 'x-request-id': 'proxy-before-routing-1' });
    expect(again.headers['x-request-id']).toBe('proxy-before-routing-1');
    await vi.waitFor(() =>
      expect(written.filter((line) => line.msg === 'request')).toHaveLength(1),
    );
    expect(written.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        reqId: 'proxy-before-routing-1',
        method: 'GET',
        route: '/api/products/',
        status: 200,
        userId: null,
      }),
    ]);
  });

  it("never hands a visitor's copy of a product page to a logged-in customer", async () => {
    const path = `/api/products/${catalogue.products.idliBatter}/`;
    for (let i = 0; i < 2; i++) await get(path, asBrowsers);
    const login = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const own = await get(path, { ...asBrowsers, ...(login.headers as Record<string, string>) });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
  });
});

/**
 * Which requests skip routing, seen from a small app whose every routed request is counted by a
 * hook: the public cache and the piece in front are the shop's own.
 */
describe('what is answered before routing', () => {
  let now = 0;
  let routed = 0;
  const readiness = new Readiness();
  const app = Fastify();
  const cache = new PublicCache(5_000, undefined, () => now);
  let at = '';
  beforeAll(async () => {
    app.addHook('onRequest', (_request, _reply, done) => {
      routed++;
      done();
    });
    const page = async () => ({ words: 'ragi '.repeat(400) });
    app.get('/page/', { onRequest: cache.answerHitsEarly() }, (request, reply) =>
      cache.reply(request, reply, page),
    );
    app.get(
      '/counted/',
      { onRequest: cache.answerHitsEarly({ countedFirst: true }) },
      (request, reply) => cache.reply(request, reply, page),
    );
    answerHitsBeforeRouting(app, cache, { 'x-frame-options': 'SAMEORIGIN' }, readiness);
    await app.listen({ port: 0, host: '127.0.0.1' });
    at = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => app.close());

  /** How many of `ask`'s requests Fastify routed. */
  async function routedWhile(ask: () => Promise<unknown>) {
    const before = routed;
    await ask();
    return routed - before;
  }

  it('a known URL with a fresh entry and the copy the client takes, with its headers', async () => {
    expect(await routedWhile(() => get('/page/', asBrowsers, at))).toBe(1);
    let again: Answer | undefined;
    expect(await routedWhile(async () => (again = await get('/page/', asBrowsers, at)))).toBe(0);
    expect(again!.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(again!.headers['content-encoding']).toBe('br');
    expect(again!.headers['x-request-id']).toBeTruthy();
  });

  it('not an expired entry, nor one dropped by a catalogue change', async () => {
    await get('/page/', asBrowsers, at);
    now += 6_000;
    expect(await routedWhile(() => get('/page/', asBrowsers, at))).toBe(1);
    cache.clear();
    expect(await routedWhile(() => get('/page/', asBrowsers, at))).toBe(1);
    expect(await routedWhile(() => get('/page/', asBrowsers, at))).toBe(0);
  });

  it("not a route's hits that a limit counts first, nor HEAD, nor while the shop stops", async () => {
    await get('/counted/', asBrowsers, at);
    expect(await routedWhile(() => get('/counted/', asBrowsers, at))).toBe(1);
    await get('/page/', asBrowsers, at);
    const head = () =>
      new Promise((resolve, reject) =>
        request(`${at}/page/`, { method: 'HEAD', headers: asBrowsers }, (answer) => {
          answer.resume();
          answer.on('end', resolve);
        })
          .on('error', reject)
          .end(),
      );
    expect(await routedWhile(head)).toBe(1);
    readiness.stopping = true;
    expect(await routedWhile(() => get('/page/', asBrowsers, at))).toBe(1);
    readiness.stopping = false;
  });
});
