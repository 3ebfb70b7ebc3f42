import { Link, useLocation } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import styles from './leads-tabs.module.css';

const TABS = [
  { to: hubPaths.leads(), label: 'Seller leads' },
  { to: hubPaths.loginIssues(), label: 'Login issues' },
];

/** The two call-back lists of the leads area: people who want to sell, people who cannot log in. */
export function LeadsTabs() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.tabs} aria-label="Call-back lists">
      {TABS.map((tab) => {
        const here = pathname === tab.to;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className={`${styles.tab} ${here ? styles.here : ''}`}
            aria-current={here ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
