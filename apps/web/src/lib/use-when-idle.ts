import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has a quiet moment (at the latest after
 * `timeoutMs`). For work the first screen can paint without, such as measuring a carousel: done
 * in the same task as the first render, it adds to the longest freeze of a slow phone's load.
 * With `afterLoad`, the quiet moment is looked for only once the page has loaded (its first
 * pictures are in): for a download the first screen does not show, which would otherwise share
 * a slow network with the largest picture.
 */
export function useWhenIdle(timeoutMs = 1000, { afterLoad = false } = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what the change lets in renders in short slices, not one long task.
    const settle = () => startTransition(() => setIdle(true));
    let stop = () => {};
    const waitForQuiet = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(settle, { timeout: timeoutMs });
        stop = () => window.cancelIdleCallback(id);
      } else {
        // Safari has no requestIdleCallback: the next task is still after the first render's.
        const id = window.setTimeout(settle, 0);
        stop = () => window.clearTimeout(id);
      }
    };
    if (!afterLoad || document.readyState === 'complete') waitForQuiet();
    else {
      window.addEventListener('load', waitForQuiet, { once: true });
      stop = () => window.removeEventListener('load', waitForQuiet);
    }
    return () => stop();
  }, [timeoutMs, afterLoad]);
  return idle;
}
