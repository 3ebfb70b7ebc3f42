import { clearShopStorage, readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * A login that ends while the customer is shopping (a 401: expired, revoked, logged out elsewhere).
 *
 * The shop clears the shop's local storage on a 401, and so it is: login, cart, code and chosen
 * slots leave localStorage at once, so nobody else at this browser sees them. What the customer
 * was doing is kept apart in this tab's sessionStorage, with the mobile number it belonged to:
 * the login screen says why they are there, and the same customer logging in again gets their cart
 * and slots back where they were (docs/decisions/024-one-cart-and-a-lapsed-session.md). Another
 * number, or a closed tab, and it is gone.
 */
const LAPSED_KEY = 'mp.lapsedSession';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** What a lapsed login leaves behind (the raw stored values, written back as they were). */
const KEPT_KEYS = [STORAGE_KEYS.cart, STORAGE_KEYS.discount, STORAGE_KEYS.selectedSlots] as const;

interface LapsedSession {
  mobile: string;
  /** Where the customer was ('checkout/5'), for `?redirect=`. */
  where: string;
  kept: Partial<Record<(typeof KEPT_KEYS)[number], string>>;
}

const readLapsed = (): LapsedSession | null => {
  try {
    const raw = sessionStorage.getItem(LAPSED_KEY);
    return raw === null ? null : (JSON.parse(raw) as LapsedSession);
  } catch {
    return null;
  }
};

const forgetLapsed = () => {
  try {
    sessionStorage.removeItem(LAPSED_KEY);
  } catch {
    // A blocked sessionStorage only loses the way back.
  }
};

/** The hash route the customer is on, as a `?redirect=` value: '#/checkout/5' -> 'checkout/5'. */
const currentRoute = () => window.location.hash.replace(/^#\/?/, '');

/**
 * Handles a 401 for a request sent with `token`. Only the first of several requests failing
 * together does it: by the time the others answer, the stored login is no longer theirs.
 */
export function endLapsedSession(token: string) {
  const login = readStored<{ token: string; mobile: string }>(STORAGE_KEYS.login);
  if (login?.token !== token) return;
  const where = currentRoute().startsWith('login') ? '' : currentRoute();
  const kept: LapsedSession['kept'] = {};
  for (const key of KEPT_KEYS) {
    const raw = localStorage.getItem(key);
    if (raw !== null) kept[key] = raw;
  }
  clearShopStorage();
  try {
    sessionStorage.setItem(LAPSED_KEY, JSON.stringify({ mobile: login.mobile, where, kept }));
  } catch {
    // Without sessionStorage the customer still lands on /login, only without the way back.
  }
  window.location.hash = where ? `#/login?redirect=${encodeURIComponent(where)}` : '#/login';
}

/** Whether the login screen should say 'Your session has ended. Please log in again.' */
export const sessionHasLapsed = () => readLapsed() !== null;

/**
 * After a login: the same customer gets back what their lapsed session held, unless they have
 * started a new cart since; anyone else finds nothing of it.
 */
export function restoreLapsedSession(mobile: string) {
  const lapsed = readLapsed();
  forgetLapsed();
  if (!lapsed || lapsed.mobile !== mobile) return;
  const cart = readStored<unknown[]>(STORAGE_KEYS.cart);
  if (Array.isArray(cart) && cart.length > 0) return;
  for (const key of KEPT_KEYS) {
    const raw = lapsed.kept[key];
    if (raw !== undefined) writeStored(key, JSON.parse(raw) as unknown);
  }
}
