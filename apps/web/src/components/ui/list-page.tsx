import { useId, type ReactNode } from 'react';
import styles from './list-page.module.css';

interface ListPageProps {
  title: string;
  /** The page's own width. */
  className: string | undefined;
  /** While the first answer loads: the page is busy and says so in a muted line. */
  pending: boolean;
  loadingText: string;
  /** Loaded with nothing in it: a line in place of the list. */
  empty: boolean;
  emptyText: string;
  /** Under the heading, above the list: a failure or a note. */
  notice?: ReactNode;
  /** The list itself, drawn only once there is something in it. */
  list: () => ReactNode;
  /** After the list: its dialogs and buttons, or the next page loading. */
  children?: ReactNode;
}

/**
 * A customer's page that is one list (their addresses, their orders, the delivery options): its
 * heading, then a muted line while the list loads, a line when it is empty, or the list.
 */
export function ListPage({
  title,
  className,
  pending,
  loadingText,
  empty,
  emptyText,
  notice,
  list,
  children,
}: ListPageProps) {
  const titleId = useId();
  return (
    <section className={`page ${className ?? ''}`} aria-labelledby={titleId} aria-busy={pending}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {notice}
      {pending ? (
        <p className={styles.muted}>{loadingText}</p>
      ) : empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        list()
      )}
      {children}
    </section>
  );
}
