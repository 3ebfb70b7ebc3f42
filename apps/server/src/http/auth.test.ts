import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { MemoryRateLimiter } from '../providers/rate-limit/memory-rate-limiter';
import { openTestDatabase, TestClock } from '../test/harness';
import { currentUser, optionalUser, requireLogin } from './auth';
import { createTestLogin } from './auth-testing';
import { installErrorHandling } from './errors';
import { PublicCache } from './public-cache';
import { CatalogueChanges } from './catalogue-changes';
import { GazetteerGeocoder } from '../providers/geo/gazetteer-geocoder';
import { DiskMediaStore } from '../providers/media-store/disk-media-store';
import { SimulatorGateway } from '../providers/payments/simulator-gateway';

/** The auth hooks on a bare app, one scope per kind of access, the way modules use them. */
let close: () => Promise<void>;
let context: AppContext;
const clock = new TestClock();
const app = Fastify();

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  close = drop;
  context = {
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    db: database.db,
    publicCache: new PublicCache(0),
    catalogueChanges: new CatalogueChanges(database, app.log),
    now: clock.now,
    sms: { sendOtp: () => Promise.resolve() },
    smsOutbox: undefined,
    limits: new MemoryRateLimiter(),
    geocoder: new GazetteerGeocoder(database.db),
    payments: new SimulatorGateway(),
    media: new DiskMediaStore('.uploads', '.private-uploads'),
  };
  installErrorHandling(app);
  await app.register(async (scope) => {
    requireLogin(scope, context);
    scope.get('/me', async (request) => ({ mobile: currentUser(request).mobile }));
  });
  app.get('/maybe', { preHandler: optionalUser(context) }, async (request) => ({
    who: request.user?.mobile ?? 'visitor',
  }));
  await app.register(async (scope) => {
    requireLogin(scope, context, 'ops');
    scope.get('/hub', async () => ({ ok: true }));
  });
  await app.register(async (scope) => {
    requireLogin(scope, context, 'seller');
    scope.get('/sellers-only', () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('requireLogin', () => {
  it('sets request.user from a live token', async () => {
    const { headers, user } = await createTestLogin(context.db, {}, clock.now());
    const res = await get('/me', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mobile: user.mobile });
  });

  it('accepts the scheme in any case', async () => {
    const { token } = await createTestLogin(context.db, {}, clock.now());
    expect((await get('/me', { authorization: `token ${token}` })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await get('/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Please log in to continue.', code: 'NOT_AUTHENTICATED' });
  });
});

describe('optionalUser', () => {
  it('knows a logged-in customer', async () => {
    const { headers, user } = await createTestLogin(context.db, {}, clock.now());
    expect((await get('/maybe', headers)).json()).toEqual({ who: user.mobile });
  });

  it('treats no token and a dead token alike: a visitor, not a 401', async () => {
    expect((await get('/maybe')).json()).toEqual({ who: 'visitor' });
    const dead = await get('/maybe', { authorization: `Token ${'x'.repeat(43)}` });
    expect(dead.statusCode).toBe(200);
    expect(dead.json()).toEqual({ who: 'visitor' });
  });
});

describe('requireLogin with a role', () => {
  it.each([
    [['ops'], 200],
    [['customer', 'ops'], 200],
    [['admin'], 200],
    [['customer'], 403],
    [['seller'], 403],
  ] as const)('%j on an ops page: %i', async (roles, status) => {
    const { headers } = await createTestLogin(context.db, { roles: [...roles] }, clock.now());
    const res = await get('/hub', headers);
    expect(res.statusCode).toBe(status);
    if (status === 403)
      expect(res.json()).toEqual({
        detail: 'You do not have access to this page. Please contact your admin.',
        code: 'FORBIDDEN',
      });
  });

  it('does not let ops into a seller page', async () => {
    const { headers } = await createTestLogin(context.db, { roles: ['ops'] }, clock.now());
    expect((await get('/sellers-only', headers)).statusCode).toBe(403);
  });

  it('answers 401 before 403 when nobody is logged in', async () => {
    expect((await get('/hub')).statusCode).toBe(401);
  });
});
