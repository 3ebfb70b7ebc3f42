import styles from './product-detail-skeleton.module.css';

/** The product page's shape while it loads, so the photo and text do not push things around. */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.top} aria-busy="true" aria-label="Loading product">
      <div className={styles.photo} />
      <div className={styles.lines}>
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.wide}`} />
        <div className={styles.line} />
        <div className={styles.button} />
      </div>
    </div>
  );
}
