import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test starts as a new visitor: empty storage, no fake server left over, and no toast from
 * the test before (sonner keeps toasts in a module-level store and replays them to a new Toaster).
 */
export function startEachTestFresh() {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no matchMedia; the tests see the wide layout.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
