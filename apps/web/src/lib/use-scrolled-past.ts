import { useCallback, useSyncExternalStore } from 'react';

/** True once the window is scrolled more than `threshold` px; false again at or above it. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    [enabled],
  );
  // Only the boolean is the snapshot, so scrolling re-renders just when the line is crossed.
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > threshold,
    () => false,
  );
}
