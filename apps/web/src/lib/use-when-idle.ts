import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has a quiet moment (at the latest after
 * `timeoutMs`). For work the first screen can paint without, such as measuring a carousel: done
 * in the same task as the first render, it adds to the longest freeze of a slow phone's load.
 */
export function useWhenIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what the change lets in renders in short slices, not one long task.
    const settle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(settle, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: the next task is still after the first render's.
    const id = window.setTimeout(settle, 0);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
