import type { SlotBadge } from '@makers-pantry/domain/order-history';
import styles from './status-badge.module.css';

/** The slot's badge: 'Cancelled' (primary), 'Delivered' (success) or 'Confirmed' (warning). */
export function StatusBadge({ badge }: { badge: SlotBadge }) {
  return <span className={`${styles.badge} ${styles[badge.tone]}`}>{badge.text}</span>;
}
