import type { Outcome } from '../delivery-outcomes';
import styles from './order-steps.module.css';

/** What a delivery step does to stock and money, and what the customer reads, before confirming. */
export function StepOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <dl className={styles.outcome} aria-label="What happens">
      <dt>Stock</dt>
      <dd>{outcome.stock}</dd>
      <dt>Money</dt>
      <dd>{outcome.money}</dd>
      <dt>The customer reads</dt>
      <dd>{outcome.customer}</dd>
    </dl>
  );
}
