import { useCallback, useSyncExternalStore } from 'react';

/** The shop's viewport breakpoints (500, 760, 900, 1000 px). */
export const MEDIA = {
  /** The large bar: above 1000 px. */
  large: '(min-width: 1001px)',
  /** The mobile bar: below 500 px. */
  mobile: '(max-width: 499.98px)',
  /** 'Explore Collections' instead of 'Explore Curations': under 760 px. */
  underCollections: '(max-width: 759.98px)',
  /** Footer links: 500 px or less. */
  footerLinks: '(max-width: 500px)',
} as const;

/** Whether a CSS media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
