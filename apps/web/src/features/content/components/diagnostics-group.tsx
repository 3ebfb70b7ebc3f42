import { useId } from 'react';
import styles from './diagnostics-group.module.css';

export type DiagnosticRow = [label: string, value: string];

/** One titled block of label/value pairs on the diagnostics page. */
export function DiagnosticsGroup({
  title,
  rows,
  children,
}: {
  title: string;
  rows: DiagnosticRow[];
  children?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
