import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './hub-page.module.css';

/** Every hub screen's frame: the way up (if any), the heading, its main actions, then the page. */
export function HubPage({
  title,
  up,
  start,
  actions,
  children,
}: {
  title: string;
  /** The list this page belongs to, as a link above the heading. */
  up?: { to: string; label: string };
  /** A list's way to start a new one ('New code'), its first action. */
  start?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} | Makers Pantry Hub`);
  return (
    <div className={styles.page}>
      {up && (
        <Link to={up.to} className={styles.up}>
          ← {up.label}
        </Link>
      )}
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {(start || actions) && (
          <div className={styles.actions}>
            {start && (
              <Link className="button" to={start.to}>
                {start.label}
              </Link>
            )}
            {actions}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
