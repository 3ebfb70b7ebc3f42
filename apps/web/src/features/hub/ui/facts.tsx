import type { ReactNode } from 'react';
import styles from './facts.module.css';

export type Fact = [label: string, value: ReactNode];

/** An object's facts as label and value, in as many columns as the screen has room for. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Words and badges side by side in one value ('18 of 20 planned' [2 short]). */
export const InlineValue = ({ children }: { children: ReactNode }) => (
  <span className={styles.inline}>{children}</span>
);
