import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

// A string snapshot keeps useSyncExternalStore stable between resizes.
const snapshot = () => `${window.innerWidth}x${window.innerHeight}x${window.devicePixelRatio}`;

/** The viewport as the shop's breakpoints see it, updated as the window is resized. */
export function useScreenSize() {
  const [width = 0, height = 0, pixelRatio = 1] = useSyncExternalStore(subscribe, snapshot)
    .split('x')
    .map(Number);
  return { width, height, pixelRatio, layout: layoutFor(width) };
}

/** The three top bars: wide, middle and phone. */
function layoutFor(width: number) {
  if (width > 1000) return 'large bar (above 1000 px)';
  if (width >= 500) return 'medium bar (500-1000 px)';
  return 'mobile bar (below 500 px)';
}
