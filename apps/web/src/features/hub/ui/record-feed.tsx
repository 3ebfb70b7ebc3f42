import { useId, type ReactNode } from 'react';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import type { ApiError } from '../../../lib/api';
import styles from './record-feed.module.css';

/**
 * What a record page lists of its record over time (its history, the messages sent about it),
 * newest first, under its heading: why it could not be read, `loading` while it is on its way,
 * `empty` when there is nothing yet, or each item as `item` draws it in one list.
 */
export function RecordFeed<Item>({
  title,
  query,
  items,
  loading,
  empty,
  listClassName,
  item,
}: {
  title: string;
  query: { error: ApiError | null; isPending: boolean };
  /** The items once read. */
  items: readonly Item[] | undefined;
  loading: string;
  empty: string;
  listClassName: string | undefined;
  /** One item's <li>, with its key. */
  item: (item: Item) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.isPending}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {query.error ? (
        <ApiErrorView error={query.error} />
      ) : !items ? (
        <p className={styles.muted}>{loading}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol className={listClassName}>{items.map(item)}</ol>
      )}
    </section>
  );
}
