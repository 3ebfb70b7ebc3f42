import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This one reports every observed element as in view at once,
 * as if the customer had scrolled to the end: enough to show that lists load the next page and
 * stop at the last one.
 */
export function everythingInView() {
  class InViewObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InViewObserver);
}
