import styles from './error-alert.module.css';

/**
 * The red alert for answers the customer can act on (400, 417, 429 in spec section 8): the
 * server's own sentence, read out by screen readers as soon as it appears.
 */
export function ErrorAlert({ detail }: { detail: string }) {
  return (
    <div className={styles.alert} role="alert">
      <svg
        className={styles.icon}
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
      <p className={styles.detail}>{detail}</p>
    </div>
  );
}
