import styles from './tiles-placeholder.module.css';

/** Soft blocks where tiles will appear, so the page does not jump when they arrive. */
export function TilesPlaceholder({ count, wide = false }: { count: number; wide?: boolean }) {
  return (
    <div
      className={`${styles.grid} ${wide ? styles.wide : ''}`}
      aria-busy="true"
      aria-label="Loading"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.tile} />
      ))}
    </div>
  );
}
