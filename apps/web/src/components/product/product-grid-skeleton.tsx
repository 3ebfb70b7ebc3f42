import gridStyles from './product-grid.module.css';
import styles from './product-grid-skeleton.module.css';

/** Grey cards in the grid's shape while the first page loads, so nothing jumps when it arrives. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={gridStyles.grid} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={gridStyles.cell}>
          <div className={styles.card}>
            <div className={`shimmer ${styles.image}`} />
            <div className={`shimmer ${styles.line}`} />
            <div className={`shimmer ${styles.line} ${styles.short}`} />
            <div className={`shimmer ${styles.buy}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
