import { useId } from 'react';
import { TRENDING_SEARCHES } from '../search-rules';
import styles from './trending-searches.module.css';

/** 'Trending Searches': one tap runs the search. */
export function TrendingSearches({
  onPick,
  title = 'Trending Searches',
}: {
  onPick: (keyword: string) => void;
  title?: string;
}) {
  const headingId = useId();
  return (
    <section className={styles.trending} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.chips}>
        {TRENDING_SEARCHES.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.chip} onClick={() => onPick(keyword)}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M3 17l6-6 4 4 8-8M15 7h6v6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
