/**
 * Everything the shop keeps in the browser lives under keys starting with 'mp.', so logout and
 * a 401 can clear it all at once.
 */
export const STORAGE_KEYS = {
  cart: 'mp.cart',
  login: 'mp.login',
  otpMessage: 'mp.otpMessage',
  discount: 'mp.discount',
  selectedSlots: 'mp.selectedSlots',
  analyticsId: 'mp.analyticsId',
} as const;

export function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full or blocked storage only loses persistence; the shop keeps working in memory.
    console.warn('Could not save to local storage', error);
  }
  notify(key);
}

export function removeStored(key: string) {
  localStorage.removeItem(key);
  notify(key);
}

/** Clears every 'mp.' key (cart, login, discount, slots) but keeps the analytics id. */
export function clearShopStorage() {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.analyticsId) localStorage.removeItem(key);
  }
  for (const key of Object.values(STORAGE_KEYS)) notify(key);
}

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

/** Subscribe to changes of one key, from this tab or another one. */
export function subscribeStored(key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(key: string) {
  listeners.get(key)?.forEach((listener) => listener());
}
