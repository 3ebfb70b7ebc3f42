import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as on a new page load. */
const loadAnalytics = async () => {
  vi.resetModules();
  return import('./analytics');
};

interface SentBatch {
  events: {
    name: string;
    path: string;
    properties: object;
    occurredAt: string;
    anonymousId: string;
  }[];
}

let sent: { url: string; init: RequestInit }[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sent = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('{"accepted":1}');
    }),
  );
  window.location.hash = '#/product/12';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const batches = () => sent.map(({ init }) => JSON.parse(String(init.body)) as SentBatch);

describe('analytics', () => {
  it('decides once per browser session whether it is in the measured half', async () => {
    const { isSampled } = await loadAnalytics();
    expect(isSampled(() => 0.3)).toBe(true);
    expect(isSampled(() => 0.9)).toBe(true);
    sessionStorage.clear();
    expect(isSampled(() => 0.7)).toBe(false);
    expect(isSampled(() => 0.1)).toBe(false);
  });

  it('sends nothing from a session outside the sample', async () => {
    sessionStorage.setItem('mp.analyticsSampled', 'no');
    const { track } = await loadAnalytics();
    track('added_product', { productId: 1 });
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('batches events and posts them to /api/analytics/events/ with keepalive', async () => {
    sessionStorage.setItem('mp.analyticsSampled', 'yes');
    const { track } = await loadAnalytics();
    track('page_viewed', { path: '/product/12' });
    track('added_product', { productId: 12, quantity: 1 });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/analytics/events/');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    const [batch] = batches();
    expect(batch?.events.map((event) => event.name)).toEqual(['page_viewed', 'added_product']);
    expect(batch?.events[1]).toMatchObject({
      path: '/product/12',
      properties: { productId: 12, quantity: 1 },
      anonymousId: expect.any(String),
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // One anonymous id per browser, kept for the next visit.
    expect(batch?.events[0]?.anonymousId).toBe(batch?.events[1]?.anonymousId);
    expect(JSON.parse(localStorage.getItem('mp.analyticsId') ?? '""')).toBe(
      batch?.events[0]?.anonymousId,
    );
  });

  it('sends what is queued when the tab is hidden', async () => {
    sessionStorage.setItem('mp.analyticsSampled', 'yes');
    const { track } = await loadAnalytics();
    track('clicked_checkout', { itemCount: 2 });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches()[0]?.events.map((event) => event.name)).toEqual(['clicked_checkout']);
  });
});
