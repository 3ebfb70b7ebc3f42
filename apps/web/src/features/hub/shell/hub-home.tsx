import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HubPage } from '../ui/hub-page';
import type { HubArea } from './hub-areas';
import { hubPaths } from './hub-paths';
import { isHubSide, useHubUser } from './hub-user';
import styles from './hub-home.module.css';

/** Ops' and admins' view of the day, loaded with the home page only for them, like an area. */
const Today = lazy(async () => ({
  default: (await import('../dashboard/components/today')).Today,
}));

/**
 * #/hub: for ops and admins the day at a glance first (decision 039), then a card per area the
 * user's role opens, with what needs attention in it.
 */
export function HubHome({ areas }: { areas: readonly HubArea[] }) {
  const { name, role } = useHubUser();
  const areaCards = (
    <>
      <h2 className={styles.areasTitle}>What would you like to do?</h2>
      <ul className={styles.areas}>
        {areas.map((area) => (
          <li key={area.path} className={styles.area}>
            <Link to={`${hubPaths.home}/${area.path}`} className={styles.card}>
              <span className={styles.icon}>{area.icon}</span>
              <span className={styles.label}>{area.label}</span>
              <span className={styles.description}>{area.description}</span>
            </Link>
            {area.Attention && (
              <Suspense fallback={null}>
                <area.Attention />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <HubPage title={`Hello, ${name.split(' ')[0]}`}>
      {isHubSide(role) ? (
        // The cards come once the day's figures are in, below them, rather than being pushed down.
        <Suspense fallback={<p className={styles.lead}>Loading the day&apos;s figures…</p>}>
          <Today>{areaCards}</Today>
        </Suspense>
      ) : (
        areaCards
      )}
    </HubPage>
  );
}
