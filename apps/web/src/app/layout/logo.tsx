import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './logo.module.css';

/** The shop's mark and name; always a way home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.home} className={styles.logo} aria-label="Makers Pantry home">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#fbf8f1" />
        <path d="M20 42c0-13 8-21 25-23-2 15-10 23-25 23z" fill="#2f6b3a" />
        <path d="M21 41c6-7 12-12 19-16" stroke="#fbf8f1" strokeWidth="2" fill="none" />
      </svg>
      {!compact && (
        <span className={styles.name}>
          Makers <span className={styles.pantry}>Pantry</span>
        </span>
      )}
    </Link>
  );
}
