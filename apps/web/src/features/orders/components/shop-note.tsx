import styles from './shop-note.module.css';

/** The shop's latest word to the customer on an order, like why its delivery slot moved. */
export function ShopNote({ note }: { note: string }) {
  return (
    <p className={styles.note} role="note">
      {note}
    </p>
  );
}
