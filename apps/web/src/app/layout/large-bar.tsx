import { BarActions } from './bar-actions';
import { BarSearch } from './bar-search';
import styles from './bars.module.css';
import { Logo } from './logo';

/** Above 1000 px: logo, search, Account, Menu and the cart in one row. */
export function LargeBar() {
  return (
    <div className={`${styles.bar} ${styles.large}`}>
      <Logo />
      <BarSearch />
      <BarActions wide />
    </div>
  );
}
