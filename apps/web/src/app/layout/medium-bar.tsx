import { BarActions } from './bar-actions';
import { BarSearch } from './bar-search';
import styles from './bars.module.css';
import { Logo } from './logo';

/** 500-1000 px: logo, search, Account, Menu and cart, with the Menu folded behind an icon. */
export function MediumBar() {
  return (
    <div className={`${styles.bar} ${styles.medium}`}>
      <Logo />
      <BarSearch />
      <BarActions />
    </div>
  );
}
