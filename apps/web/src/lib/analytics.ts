import type { AnalyticsEventName } from '@makers-pantry/domain/catalog-enums';
import { loginToken } from './api';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Product analytics: half of all browser sessions are measured, decided once per
 * session so a journey is either fully recorded or not at all. Events are batched and sent with
 * `fetch(..., { keepalive: true })`, which (unlike sendBeacon) can carry the login token and still
 * outlives the page when the tab closes.
 */

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

interface AnalyticsEvent {
  name: AnalyticsEventName;
  path: string;
  properties: AnalyticsProperties;
  occurredAt: string;
  anonymousId: string;
}

export const SAMPLE_RATE = 0.5;
const SAMPLED_KEY = 'mp.analyticsSampled';
const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 20;
/** The server takes short flat properties (200 characters, 20 of them); longer ones are cut here. */
const MAX_TEXT = 200;
const MAX_PROPERTIES = 20;

const fitProperties = (properties: AnalyticsProperties): AnalyticsProperties =>
  Object.fromEntries(
    Object.entries(properties)
      .slice(0, MAX_PROPERTIES)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, MAX_TEXT) : value]),
  );

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Whether this browser session is in the measured half; stored in sessionStorage for the session. */
export function isSampled(random: () => number = Math.random): boolean {
  try {
    const stored = sessionStorage.getItem(SAMPLED_KEY);
    if (stored !== null) return stored === 'yes';
    const sampled = random() < SAMPLE_RATE;
    sessionStorage.setItem(SAMPLED_KEY, sampled ? 'yes' : 'no');
    return sampled;
  } catch {
    return false;
  }
}

/** A random id for this browser, kept across logouts, so visits can be counted without a login. */
function anonymousId(): string {
  const known = readStored<string>(STORAGE_KEYS.analyticsId);
  if (known) return known;
  const id = crypto.randomUUID();
  writeStored(STORAGE_KEYS.analyticsId, id);
  return id;
}

/** The shop path the customer is on, from the hash route ('#/product/12' -> '/product/12'). */
const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/** Records one event (for the sampled half of sessions); sent in a batch shortly after. */
export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}) {
  if (!isSampled()) return;
  queue.push({
    name,
    path: currentPath(),
    properties: fitProperties(properties),
    occurredAt: new Date().toISOString(),
    anonymousId: anonymousId(),
  });
  listenForPageHide();
  if (queue.length >= MAX_BATCH) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

/** Sends what is queued. Failures are dropped on purpose: analytics must never bother a shopper. */
export function flushAnalytics() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const events = queue.splice(0, MAX_BATCH);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = loginToken();
  if (token) headers.authorization = `Token ${token}`;
  fetch('/api/analytics/events/', {
    method: 'POST',
    headers,
    body: JSON.stringify({ events }),
    keepalive: true,
  }).catch(() => undefined);
  if (queue.length > 0) timer = setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

function listenForPageHide() {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}
