import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLogin } from './auth-testing';
import { Readiness } from './health';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';

/** The log lines the shop wrote, parsed. */
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
const readiness = new Readiness();
beforeAll(async () => {
  shop = await openTestShop({ logger, readiness });
});
afterAll(async () => shop.close());

describe('health', () => {
  it('answers live and ready, with each dependency named, and both are in the API document', async () => {
    const live = await shop.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    // 400: a query parameter the route does not take, as on every route.
    expect(Object.keys(document.paths['/api/health/ready']!.get!.responses)).toEqual([
      '200',
      '400',
      '503',
    ]);
    expect(document.paths['/api/health/live']).toBeDefined();
  });

  it('says 503 naming the dependency that does not answer, and 503 once shutting down', async () => {
    readiness.add({ name: 'mirror', check: () => Promise.reject(new Error('mirror gone')) });
    const failing = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({
      detail:
        'This server is not ready to serve. Please try again in a moment. Not answering: mirror.',
      code: 'NOT_READY',
      checks: { database: 'ok', media: 'ok', mirror: 'failing' },
    });
    readiness.checks.pop();

    readiness.stopping = true;
    try {
      const stopping = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toMatchObject({ detail: 'This server is shutting down.' });
      // Still alive, and still serving; each answer now closes its connection.
      const live = await shop.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      readiness.stopping = false;
    }
  });

  it('says 503 when the configured Redis does not answer', async () => {
    // Port 1: nothing listens there, as when Redis goes down while the shop runs. A setting
    // of the app, not of the data: an app on the shop's database rather than a database of its own.
    const withRedis = await anotherInstance(shop, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await withRedis.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'failing' } });
    } finally {
      await withRedis.close();
    }
  });
});

describe('the request log', () => {
  it('writes one line per request with its route, status, time, id and login, never the token or query', async () => {
    const login = await createTestLogin(shop.database.db, {}, shop.clock.now());
    written.length = 0;
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/users/profile/?mobile=9876543210',
      headers: { ...login.headers, 'x-request-id': 'proxy-1234abcd' },
    });
    const lines = written.filter((line) => line.msg === 'request');
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: 'proxy-1234abcd',
        method: 'GET',
        route: '/api/users/profile/',
        status: answer.statusCode,
        userId: login.user.id,
        ms: expect.any(Number),
      }),
    ]);
    expect(answer.headers['x-request-id']).toBe('proxy-1234abcd');
    const all = JSON.stringify(written);
    expect(all).not.toContain(login.token);
    expect(all).not.toContain('9876543210');
  });

  it('gives a request its own id when the one sent is not sane, and logs error answers with it', async () => {
    written.length = 0;
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/products/category-list/?nonsense=1',
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(answer.statusCode).toBe(400);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(written).toEqual([
      expect.objectContaining({ reqId: id, status: 400, route: '/api/products/category-list/' }),
    ]);
  });
});
