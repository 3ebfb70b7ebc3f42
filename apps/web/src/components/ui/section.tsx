import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

/** A titled block of a page ('Shop by Category', 'All Products'...), labelled by its heading. */
export function Section({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  /** A link beside the heading, such as 'See all'. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={`${styles.section} ${className}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
