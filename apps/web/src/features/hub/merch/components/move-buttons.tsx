import styles from './move-buttons.module.css';

/** Up and down in the shop's order; named for the row, so a screen reader knows which moves. */
export function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
}) {
  return (
    <span className={styles.moves}>
      <button
        type="button"
        className={styles.move}
        aria-label={`Move ${name} up`}
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={styles.move}
        aria-label={`Move ${name} down`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
