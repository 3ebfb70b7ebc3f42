import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics';
import { createTestLogin } from '../../http/auth-testing';
import { openTestShop, type TestShop } from '../../test/harness';
import { ANALYTICS_LIMIT } from './routes';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

const send = (payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/analytics/events/', payload });

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'search_submitted',
  path: '/search',
  properties: { keyword: 'ragi', results: 2, fromChip: false, collectionId: null },
  occurredAt: '2026-11-20T04:29:00.000Z',
  ...overrides,
});

const stored = () =>
  shop.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));

describe('POST /api/analytics/events/', () => {
  it('stores a batch and answers 202 with the count', async () => {
    const res = await send({
      events: [
        event(),
        event({
          name: 'clicked_banner',
          path: '/',
          properties: { banner: 'Fresh Batters' },
          anonymousId: 'visitor-1',
          occurredAt: '2026-11-20T10:00:00+05:30',
        }),
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'search_submitted',
      path: '/search',
      properties: { keyword: 'ragi', results: 2, fromChip: false, collectionId: null },
      anonymousId: null,
      userId: null,
    });
    expect(new Date(rows[0]!.occurredAt).toISOString()).toBe('2026-11-20T04:29:00.000Z');
    expect(rows[1]).toMatchObject({ name: 'clicked_banner', anonymousId: 'visitor-1' });
    expect(new Date(rows[1]!.occurredAt).toISOString()).toBe('2026-11-20T04:30:00.000Z');
  });

  it("records a logged-in customer's id with their events", async () => {
    const { user, headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/analytics/events/',
      headers,
      payload: { events: [event({ name: 'clicked_checkout', path: '/cart' })] },
    });
    expect(res.statusCode).toBe(202);
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ name: 'clicked_checkout', userId: String(user.id) });
  });

  it('accepts an event without properties', async () => {
    const res = await send({
      events: [{ name: 'page_viewed', path: '/', occurredAt: '2026-11-20T04:00:00Z' }],
    });
    expect(res.statusCode).toBe(202);
  });

  it.each([
    ['no events', { events: [] }, 'Send at least one event'],
    ['51 events', { events: Array.from({ length: 51 }, () => event()) }, 'at most 50 events'],
    [
      'an unknown name',
      { events: [event({ name: 'clicked_everything' })] },
      'An event name is one of',
    ],
    [
      'a nested property',
      { events: [event({ properties: { a: { b: 1 } } })] },
      'Event properties are',
    ],
    ['a long property', { events: [event({ properties: { a: 'x'.repeat(201) } })] }, 'at most 200'],
    [
      '21 properties',
      {
        events: [
          event({
            properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
          }),
        ],
      },
      'at most 20 properties',
    ],
    [
      'a bad date',
      { events: [event({ occurredAt: 'yesterday' })] },
      'occurredAt must be an ISO date-time',
    ],
    ['an unknown field', { events: [event({ userId: 'someone-else' })] }, 'Unknown field: userId'],
    ['an unknown top-level field', { events: [event()], extra: 1 }, 'Unknown field: extra'],
    ['a missing path', { events: [event({ path: '' })] }, 'needs the path'],
  ])('answers 400 for %s', async (_, payload, sentence) => {
    const before = (await stored()).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: expect.stringContaining(sentence) });
    expect(await stored()).toHaveLength(before);
  });

  it('refuses events dated more than a day ahead of the shop clock, storing none of the batch', async () => {
    const before = (await stored()).length;
    const res = await send({
      events: [event(), event({ occurredAt: '2026-11-21T05:00:00.000Z' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'EVENT_IN_FUTURE',
      detail: expect.stringContaining('Event 2 is dated more than a day ahead'),
    });
    expect(await stored()).toHaveLength(before);
    // Within a day is clock drift, and welcome.
    expect(
      (await send({ events: [event({ occurredAt: '2026-11-21T04:00:00.000Z' })] })).statusCode,
    ).toBe(202);
  });

  it('refuses a flood from one address with 429 and Retry-After, and lets others through', async () => {
    const flood = (remoteAddress: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/analytics/events/',
        payload: { events: [event()] },
        remoteAddress,
      });
    for (let i = 0; i < ANALYTICS_LIMIT.limit; i++) {
      expect((await flood('10.9.0.1')).statusCode).toBe(202);
    }
    const refused = await flood('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await flood('10.9.0.2')).statusCode).toBe(202);
  });
});
