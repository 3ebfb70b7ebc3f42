import styles from './stars.module.css';

/** Five stars filled to the rating, read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      <span className={styles.fill} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
