import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipToContent } from '../../components/ui/skip-to-content';
import { paths } from '../../lib/paths';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useRouteChange } from './use-route-change';
import { useShopLinkClicks } from './use-shop-link-clicks';
import styles from './app-layout.module.css';

/** The frame of every screen: top bar (not on /search, which has its own box), page, footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  useRouteChange();
  useShopLinkClicks();
  const { pathname } = useLocation();
  const onSearch = pathname === paths.search();
  return (
    <div className={styles.frame}>
      <SkipToContent />
      {!onSearch && <TopBar />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * What paints in the page while the first screen's code is still on its way (a slow phone): a
 * quiet outline, inside the bars the layout already shows. The bars are not redrawn when the
 * screen arrives: only this outline is replaced.
 */
export function ScreenOutline() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Loading">
      <div className={`shimmer ${styles.block}`} />
      <div className={styles.row}>
        <div className={`shimmer ${styles.tile}`} />
        <div className={`shimmer ${styles.tile}`} />
        <div className={`shimmer ${styles.tile}`} />
      </div>
      <div className={`shimmer ${styles.block}`} />
    </div>
  );
}
