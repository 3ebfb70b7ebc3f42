import { refundText, type RefundView } from '@makers-pantry/domain/order-history';
import styles from './refund-note.module.css';

/** How much a cancel sends back and where it stands, with the shop's 5-7 business days. */
export function RefundNote({ refund }: { refund: RefundView }) {
  const { title, note } = refundText(refund);
  return (
    <div className={`${styles.refund} ${refund.status === 'failed' ? styles.delayed : ''}`}>
      <p className={styles.title}>{title}</p>
      <p className={styles.note}>{note}</p>
    </div>
  );
}
