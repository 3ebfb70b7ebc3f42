import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the last scroll event left the window. React asks for the snapshot on every render;
 * reading window.scrollY there would force the browser to lay out a page still being built
 * (45 ms of the home screen's first render on a 4x-slowed phone). A scroll event reads it when
 * the browser has the layout anyway.
 */
let lastScrollY = 0;

/** True once the window is scrolled more than `threshold` px; false again at or above it. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      const onScroll = () => {
        lastScrollY = window.scrollY;
        onChange();
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => window.removeEventListener('scroll', onScroll);
    },
    [enabled],
  );
  // Only the boolean is the snapshot, so scrolling re-renders just when the line is crossed.
  return useSyncExternalStore(
    subscribe,
    () => enabled && lastScrollY > threshold,
    () => false,
  );
}
