import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGoBack } from '../../lib/use-go-back';
import styles from './error-card.module.css';

interface ErrorCardProps {
  icon: ReactNode;
  title: string;
  message?: string;
  tone?: 'calm' | 'danger';
  /** Announce at once: used when something failed while the customer was waiting. */
  urgent?: boolean;
  /** The ways out this card offers. */
  back?: boolean;
  home?: boolean;
}

/** The card every full-page error shares: an icon, a sentence, and ways out. */
export function ErrorCard({
  icon,
  title,
  message,
  tone = 'calm',
  urgent = false,
  back = false,
  home = false,
}: ErrorCardProps) {
  const goBack = useGoBack();
  return (
    <section
      className={`${styles.card} ${tone === 'danger' ? styles.danger : ''}`}
      role={urgent ? 'alert' : undefined}
      aria-labelledby="error-card-title"
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h1 id="error-card-title" className={styles.title}>
        {title}
      </h1>
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.actions}>
        {back && (
          <button
            type="button"
            className={home ? 'button button-secondary' : 'button'}
            onClick={goBack}
          >
            Back
          </button>
        )}
        {home && (
          <Link className="button" to="/">
            Home
          </Link>
        )}
      </div>
    </section>
  );
}
