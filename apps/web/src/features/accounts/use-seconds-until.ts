import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds left until `moment` (ms since epoch), never below 0, re-rendering as they pass. */
export function useSecondsUntil(moment: number): number {
  const subscribe = useCallback((onTick: () => void) => {
    // A quarter second keeps the shown number within a blink of the real one.
    const timer = setInterval(onTick, 250);
    return () => clearInterval(timer);
  }, []);
  const secondsLeft = () => Math.max(0, Math.ceil((moment - Date.now()) / 1000));
  return useSyncExternalStore(subscribe, secondsLeft, secondsLeft);
}
