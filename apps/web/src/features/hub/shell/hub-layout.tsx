import { Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useRouteChange } from '../../../app/layout/use-route-change';
import { paths } from '../../../lib/paths';
import { Modal } from '../../../components/ui/modal';
import { SkipToContent } from '../../../components/ui/skip-to-content';
import { HomeIcon, MoreIcon, ShopIcon } from '../ui/hub-icons';
import { HubOutline } from '../ui/hub-outline';
import type { HubArea } from './hub-areas';
import { hubPaths } from './hub-paths';
import { ROLE_NAMES, useHubUser } from './hub-user';
import styles from './hub-layout.module.css';

/**
 * How many areas a phone's bottom bar holds beside Home, the area being worked in and More: five
 * or six places of about 65 px on a 390 px phone, each big enough for a thumb. The rest are a tap
 * away under More; a desktop's column shows them all.
 */
const BAR_AREAS = 3;

/**
 * The hub's frame: a top bar (the hub's name, who is working, the way back to the shop) and the
 * navigation, a column at the side on a desktop and a bar at the bottom on a phone, where a thumb
 * reaches it.
 */
export function HubLayout({ areas }: { areas: readonly HubArea[] }) {
  useRouteChange();
  const { name, role } = useHubUser();
  const { pathname } = useLocation();
  // More's sheet stays open only on the page it was opened on: choosing an area closes it.
  const [sheetOpenOn, setSheetOpenOn] = useState<string | null>(null);
  const allOpen = sheetOpenOn === pathname;
  const closeAll = () => setSheetOpenOn(null);
  const areaPath = (area: HubArea) => `${hubPaths.home}/${area.path}`;
  // On a phone the bar keeps the first areas and the one being worked in; the others wait under More.
  // One area over the bar's count takes More's own place instead (a seller's four areas).
  const onBar = areas.length <= BAR_AREAS + 1 ? areas.length : BAR_AREAS;
  const offBar = (area: HubArea, index: number) =>
    index >= onBar && !isHere(pathname, areaPath(area));
  const anyOffBar = areas.some(offBar);
  return (
    <div className={styles.frame}>
      <SkipToContent />
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
          {areas.map((area, index) => (
            <li key={area.path} className={offBar(area, index) ? styles.offBar : undefined}>
              <NavItem to={areaPath(area)} icon={area.icon} label={area.label} />
            </li>
          ))}
          {anyOffBar && (
            <li className={styles.moreItem}>
              <button
                type="button"
                className={styles.item}
                aria-haspopup="dialog"
                onClick={() => setSheetOpenOn(pathname)}
              >
                <MoreIcon />
                <span>More</span>
              </button>
            </li>
          )}
        </ul>
      </nav>
      <Modal
        open={allOpen}
        title="All areas"
        onClose={closeAll}
        actions={
          <button type="button" className="button button-secondary" onClick={closeAll}>
            Close
          </button>
        }
      >
        <ul className={styles.allAreas}>
          {areas.map((area) => (
            <li key={area.path}>
              <NavItem to={areaPath(area)} icon={area.icon} label={area.label} />
            </li>
          ))}
        </ul>
      </Modal>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<HubOutline />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** Whether the page at `pathname` is `to` itself or (unless `end`) one of the pages below it. */
const isHere = (pathname: string, to: string, end = false) =>
  pathname === to || (!end && pathname.startsWith(`${to}/`));

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
  const here = isHere(useLocation().pathname, to, end);
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
