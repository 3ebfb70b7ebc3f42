import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../lib/analytics';

/** On every route change: back to the top of the page and a page_viewed event. */
export function useRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    track('page_viewed', { path: pathname });
  }, [pathname]);
}
