import type { ReactNode } from 'react';
import styles from './login-card.module.css';

interface LoginCardProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The card the login and verify screens share, so the two steps read as one flow. */
export function LoginCard({ title, lead, children }: LoginCardProps) {
  return (
    <section className={styles.page} aria-labelledby="login-card-title">
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
            <path d="M10.5 18h3" />
          </svg>
        </span>
        <h1 id="login-card-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.lead}>{lead}</div>
        {children}
      </div>
    </section>
  );
}
