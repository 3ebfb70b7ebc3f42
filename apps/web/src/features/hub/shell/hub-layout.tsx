import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useRouteChange } from '../../../app/layout/use-route-change';
import { paths } from '../../../app/paths';
import { HomeIcon, ShopIcon } from '../ui/hub-icons';
import { HubOutline } from '../ui/hub-outline';
import type { HubArea } from './hub-areas';
import { hubPaths } from './hub-paths';
import { ROLE_NAMES, useHubUser } from './hub-user';
import styles from './hub-layout.module.css';

/**
 * The hub's frame: a top bar (the hub's name, who is working, the way back to the shop) and the
 * navigation, a column at the side on a desktop and a bar at the bottom on a phone, where a thumb
 * reaches it.
 */
export function HubLayout({ areas }: { areas: readonly HubArea[] }) {
  useRouteChange();
  const { name, role } = useHubUser();
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
      <header className={styles.top}>
        <Link to={hubPaths.home} className={styles.brand}>
          Makers Pantry <span className={styles.hub}>Hub</span>
        </Link>
        <p className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{ROLE_NAMES[role]}</span>
        </p>
        <Link to={paths.home} className={styles.shop}>
          <ShopIcon />
          <span>Shop</span>
        </Link>
      </header>
      <nav className={styles.nav} aria-label="Hub">
        <ul>
          <li>
            <NavItem to={hubPaths.home} end icon={<HomeIcon />} label="Home" />
          </li>
          {areas.map((area) => (
            <li key={area.path}>
              <NavItem to={`${hubPaths.home}/${area.path}`} icon={area.icon} label={area.label} />
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<HubOutline />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/**
 * A navigation link, marked as the page the user is in (on its own or, unless `end`, below it).
 * react-router's NavLink does this too, but would stay in the shop's first script (decision 032).
 */
function NavItem({
  to,
  icon,
  label,
  end = false,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
}) {
  const { pathname } = useLocation();
  const here = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      className={`${styles.item} ${here ? styles.here : ''}`}
      aria-current={here ? 'page' : undefined}
    >
      {icon}
      <span>{label}</span>
    </Link>
  );
}
