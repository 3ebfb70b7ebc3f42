import { Link } from 'react-router';
import { merchPaths } from '../merch-paths';
import styles from './merch-tabs.module.css';

/** The area's two lists: the carousel's banners, and the collections and curations. */
export function MerchTabs({ here }: { here: 'banners' | 'collections' }) {
  const tabs = [
    { key: 'banners', label: 'Banners', to: merchPaths.banners() },
    { key: 'collections', label: 'Collections', to: merchPaths.collections() },
  ] as const;
  return (
    <nav aria-label="Merchandising" className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={`${styles.tab} ${tab.key === here ? styles.current : ''}`}
          aria-current={tab.key === here ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
