import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressors, PublicCache } from './public-cache';

function shopWith(cache: PublicCache) {
  let produced = 0;
  const app = Fastify();
  app.get('/api/things/', (request, reply) =>
    cache.reply(request, reply, async () => ({ things: ['ragi', 'bella'], produced: ++produced })),
  );
  return { app, produced: () => produced };
}

describe('public cache', () => {
  it('sends Cache-Control and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const { app } = shopWith(new PublicCache(5_000));
    const first = await app.inject({ url: '/api/things/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('max-age=');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.json()).toEqual({ things: ['ragi', 'bella'], produced: 1 });

    const again = await app.inject({ url: '/api/things/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const other = await app.inject({
      url: '/api/things/',
      headers: { 'if-none-match': 'W/"stale"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('reuses an answer until it expires, then asks the database again', async () => {
    let now = 1_000;
    const { app, produced } = shopWith(new PublicCache(5_000, 1024 * 1024, () => now));
    await app.inject({ url: '/api/things/' });
    await app.inject({ url: '/api/things/' });
    expect(produced()).toBe(1);
    now += 5_001;
    const later = await app.inject({ url: '/api/things/' });
    expect(produced()).toBe(2);
    expect(later.json()).toMatchObject({ produced: 2 });
  });

  it('forgets the oldest answers to stay within its memory budget', async () => {
    let produced = 0;
    const cache = new PublicCache(60_000, 1_000);
    const app = Fastify();
    app.get('/api/things/:id/', (request, reply) =>
      cache.reply(request, reply, async () => ({ text: 'x'.repeat(200), produced: ++produced })),
    );
    for (const id of [1, 2, 3]) await app.inject({ url: `/api/things/${id}/` });
    expect(produced).toBe(3);
    await app.inject({ url: '/api/things/3/' }); // still held
    expect(produced).toBe(3);
    await app.inject({ url: '/api/things/1/' }); // pushed out by 2 and 3
    expect(produced).toBe(4);
  });

  it('keeps each compressed copy in memory of its own size, not in a zlib output chunk', async () => {
    const body = JSON.stringify({ name: 'Cold pressed groundnut oil', text: 'ragi '.repeat(300) });
    const unpack = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = await compressors[encoding](body);
      expect(unpack[encoding](copy).toString()).toBe(body);
      // What the cache's budget counts is all that the copy keeps alive.
      expect(copy.buffer.byteLength).toBe(copy.length);
    }
  });

  it('makes one database trip for simultaneous requests', async () => {
    const { app, produced } = shopWith(new PublicCache(5_000));
    await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: '/api/things/' })));
    expect(produced()).toBe(1);
  });

  it('does not keep an answer that was being read when the catalogue changed', async () => {
    const cache = new PublicCache(5_000);
    let price = 120;
    let readStarted!: () => void;
    let finishRead!: () => void;
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    const app = Fastify();
    app.get('/api/price/', (request, reply) =>
      cache.reply(request, reply, async () => {
        const seen = price;
        readStarted();
        if (seen === 120) await new Promise<void>((resolve) => (finishRead = resolve));
        return { price: seen };
      }),
    );
    // A visitor's read of the old price is under way when the change commits and clears the cache.
    const before = app.inject({ url: '/api/price/' });
    await started;
    price = 140;
    cache.clear();
    finishRead();
    expect((await before).json()).toEqual({ price: 120 });
    expect((await app.inject({ url: '/api/price/' })).json()).toEqual({ price: 140 });
  });

  it('with a zero lifetime asks every time (benchmarks of the uncached path)', async () => {
    const { app, produced } = shopWith(new PublicCache(0));
    await Promise.all(Array.from({ length: 3 }, () => app.inject({ url: '/api/things/' })));
    expect(produced()).toBe(3);
  });
});

describe('public cache keys', () => {
  it('are built from the validated query, so spellings of one page share an entry', async () => {
    let produced = 0;
    const cache = new PublicCache(60_000);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/api/things/',
      { schema: { querystring: z.object({ pageNum: z.coerce.number().default(1) }) } },
      (request, reply) => cache.reply(request, reply, async () => ({ produced: ++produced })),
    );
    for (const url of ['/api/things/', '/api/things/?pageNum=1', '/api/things/?pageNum=01'])
      await app.inject({ url });
    expect(produced).toBe(1);
    await app.inject({ url: '/api/things/?pageNum=2' });
    expect(produced).toBe(2);
  });
});

describe('hits answered early', () => {
  /** A cached route with the early hook, counting how often its handler (the full path) runs. */
  function earlyShop(cache: PublicCache, options?: { anonymousOnly?: boolean }) {
    let handled = 0;
    let produced = 0;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/api/things/',
      {
        schema: { querystring: z.object({ pageNum: z.coerce.number().default(1) }) },
        onRequest: cache.answerHitsEarly(options),
      },
      (request, reply) => {
        handled++;
        if (request.headers.authorization) reply.header('vary', 'Authorization');
        return cache.reply(request, reply, async () => ({
          page: (request.query as { pageNum: number }).pageNum,
          text: 'ragi '.repeat(400),
          produced: ++produced,
        }));
      },
    );
    return { app, handled: () => handled, produced: () => produced };
  }

  const asked = (app: ReturnType<typeof Fastify>, url: string, headers = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'br', ...headers } });

  it('answers a URL the full path has answered with the same bytes and headers, without the handler', async () => {
    const { app, handled } = earlyShop(new PublicCache(5_000));
    const full = await asked(app, '/api/things/?pageNum=1');
    const early = await asked(app, '/api/things/?pageNum=1');
    expect(handled()).toBe(1);
    expect(early.statusCode).toBe(200);
    expect(early.rawPayload.equals(full.rawPayload)).toBe(true);
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'])
      expect(early.headers[name], name).toBe(full.headers[name]);
    expect(early.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(early.rawPayload).toString())).toMatchObject({
      page: 1,
    });

    const notModified = await asked(app, '/api/things/?pageNum=1', {
      'if-none-match': String(full.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(handled()).toBe(1);
  });

  it('sends the plain copy to a client that takes no compression, and the full path makes a copy not made yet', async () => {
    const { app, handled } = earlyShop(new PublicCache(5_000));
    await asked(app, '/api/things/');
    const plain = await app.inject({ url: '/api/things/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ page: 1, produced: 1 });
    expect(handled()).toBe(1);
    // No gzip copy yet: the full path makes it; the next gzip request is answered early.
    await asked(app, '/api/things/', { 'accept-encoding': 'gzip' });
    expect(handled()).toBe(2);
    const gzipped = await asked(app, '/api/things/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(handled()).toBe(2);
  });

  it('knows only URLs the full path validated: another spelling takes the full path, then shares the entry', async () => {
    const { app, handled, produced } = earlyShop(new PublicCache(5_000));
    await asked(app, '/api/things/?pageNum=1');
    await asked(app, '/api/things/?pageNum=01');
    expect(handled()).toBe(2);
    expect(produced()).toBe(1);
    await asked(app, '/api/things/?pageNum=01');
    expect(handled()).toBe(2);
  });

  it('takes the full path once the entry has expired or the catalogue changed', async () => {
    let now = 1_000;
    const cache = new PublicCache(5_000, 1024 * 1024, () => now);
    const { app, handled, produced } = earlyShop(cache);
    await asked(app, '/api/things/');
    now += 5_001;
    const later = await asked(app, '/api/things/');
    expect(handled()).toBe(2);
    expect(JSON.parse(brotliDecompressSync(later.rawPayload).toString())).toMatchObject({
      produced: 2,
    });
    cache.clear();
    await asked(app, '/api/things/');
    expect(handled()).toBe(3);
    expect(produced()).toBe(3);
  });

  it('with anonymousOnly, leaves a request with a login to the full path', async () => {
    const { app, handled } = earlyShop(new PublicCache(5_000), { anonymousOnly: true });
    await asked(app, '/api/things/');
    const withLogin = await asked(app, '/api/things/', { authorization: 'Token abc' });
    expect(handled()).toBe(2);
    expect(withLogin.headers.vary).toBe('Authorization, Accept-Encoding');
    await asked(app, '/api/things/');
    expect(handled()).toBe(2);
  });

  it('never answers early with the cache off', async () => {
    const { app, handled } = earlyShop(new PublicCache(0));
    for (let i = 0; i < 3; i++) await asked(app, '/api/things/');
    expect(handled()).toBe(3);
  });
});
