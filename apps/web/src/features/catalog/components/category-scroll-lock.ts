import { useLayoutEffect, useRef } from 'react';

/**
 * The category screen is two columns that scroll on their own (body scrolling
 * is locked). The body stops scrolling while the screen is shown, and the screen is sized to
 * exactly the space left under the top bar; both are undone when the customer leaves, or when
 * an error card takes the screen's place (`active` false).
 */
export function useCategoryScrollLock<T extends HTMLElement>(active: boolean) {
  const screen = useRef<T>(null);
  useLayoutEffect(() => {
    const element = screen.current;
    if (!active || !element) return;
    const body = document.body.style;
    const before = { overflow: body.overflow, overscroll: body.overscrollBehavior };
    body.overflow = 'hidden';
    // Stops a phone's pull-to-refresh or rubber-banding from moving the locked page.
    body.overscrollBehavior = 'none';
    const fit = () => {
      const top = Math.max(0, element.getBoundingClientRect().top);
      element.style.setProperty('--category-height', `${window.innerHeight - top}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      body.overflow = before.overflow;
      body.overscrollBehavior = before.overscroll;
    };
  }, [active]);
  return screen;
}
