import { useEffect, useRef, useState, type RefObject } from 'react';

/** The next page loads when the customer is within 2000 px of the end. */
export const INFINITE_SCROLL_MARGIN_PX = 2000;

/**
 * Calls `onNearEnd` when the returned sentinel comes within `marginPx` of the visible area,
 * either the window or a scrolling box (`root`, for screens whose body does not scroll).
 * `watchKey` should change after every page load: the observer is rebuilt, so a sentinel that is
 * still in range (a short page) asks again instead of waiting for a scroll that never comes.
 */
export function useNearEnd<T extends Element>({
  onNearEnd,
  enabled,
  watchKey,
  root,
  marginPx = INFINITE_SCROLL_MARGIN_PX,
}: {
  onNearEnd: () => void;
  enabled: boolean;
  watchKey: unknown;
  root?: RefObject<Element | null>;
  marginPx?: number;
}): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root?.current ?? null, rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, watchKey, root, marginPx]);
  return sentinel;
}

/**
 * `[near, place]`: `near` turns true, for good, once the element given `place` comes within
 * `marginPx` of the visible area. For content below the fold that need not be built (rendered,
 * laid out) during a slow phone's first seconds. With `wait` false it is true at once.
 */
export function useOnceNear<T extends Element>(
  wait: boolean,
  marginPx = 800,
): [boolean, RefObject<T | null>] {
  const [near, setNear] = useState(!wait);
  const place = useNearEnd<T>({
    onNearEnd: () => setNear(true),
    enabled: !near,
    watchKey: near,
    marginPx,
  });
  return [near, place];
}
