import styles from './error-alert.module.css';
import { AlertIcon } from './icons';

/**
 * The red alert for answers the customer can act on (400, 417, 429): the
 * server's own sentence, read out by screen readers as soon as it appears.
 */
export function ErrorAlert({ detail }: { detail: string }) {
  return (
    <div className={styles.alert} role="alert">
      <AlertIcon size={18} strokeWidth={2.2} className={styles.icon} />
      <p className={styles.detail}>{detail}</p>
    </div>
  );
}
