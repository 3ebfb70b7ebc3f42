import { Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useRouteChange } from './use-route-change';
import styles from './app-layout.module.css';

/** The frame of every screen: top bar (not on /search, which has its own box), page, footer. */
export function AppLayout() {
  useRouteChange();
  const { pathname } = useLocation();
  const onSearch = pathname === paths.search();
  return (
    <div className={styles.frame}>
      {/* A button, not href="#main": with hash routing that fragment would be read as a route. */}
      <button
        type="button"
        className={styles.skip}
        onClick={() => document.getElementById('main')?.focus()}
      >
        Skip to content
      </button>
      {!onSearch && <TopBar />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
