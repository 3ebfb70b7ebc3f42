import { useCallback, useSyncExternalStore } from 'react';
import { readStored, subscribeStored } from './storage';

const cache = new Map<string, { raw: string | null; value: unknown }>();

/** Reads a stored JSON value and re-renders when it changes; the parsed value is stable per write. */
export function useStoredValue<T>(key: string, fallback: T): T {
  const subscribe = useCallback((listener: () => void) => subscribeStored(key, listener), [key]);
  const snapshot = useCallback(() => {
    const raw = localStorage.getItem(key);
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value;
    const value = raw === null ? null : readStored<T>(key);
    cache.set(key, { raw, value });
    return value;
  }, [key]);
  const value = useSyncExternalStore(subscribe, snapshot, () => null) as T | null;
  return value ?? fallback;
}
