import { Suspense } from 'react';
import { Link } from 'react-router';
import { HubPage } from '../ui/hub-page';
import type { HubArea } from './hub-areas';
import { hubPaths } from './hub-paths';
import { useHubUser } from './hub-user';
import styles from './hub-home.module.css';

/** #/hub: a card per area the user's role opens, with what needs attention in it. */
export function HubHome({ areas }: { areas: readonly HubArea[] }) {
  const { name } = useHubUser();
  return (
    <HubPage title={`Hello, ${name.split(' ')[0]}`}>
      <p className={styles.lead}>What would you like to do?</p>
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
    </HubPage>
  );
}
