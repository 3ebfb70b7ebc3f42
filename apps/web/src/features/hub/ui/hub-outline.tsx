import styles from './hub-outline.module.css';

/** What shows while a hub screen's code or first answer is on its way: a quiet outline. */
export function HubOutline() {
  return (
    <div className={styles.outline} aria-busy="true" aria-label="Loading">
      <div className={`shimmer ${styles.title}`} />
      <div className={`shimmer ${styles.bar}`} />
      <div className={`shimmer ${styles.block}`} />
    </div>
  );
}
