import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { MenuIcon } from '../../components/ui/icons';
import { AccountMenu } from './account-menu';
import { BarSearch } from './bar-search';
import styles from './bars.module.css';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MenuPanel } from './menu-panel';

/** Above 1000 px: logo, search, Account, Menu and the cart in one row. */
export function LargeBar() {
  return (
    <div className={`${styles.bar} ${styles.large}`}>
      <Logo />
      <BarSearch />
      <div className={styles.actions}>
        <AccountMenu />
        <DisclosureMenu label="Menu" icon={<MenuIcon />}>
          <MenuPanel />
        </DisclosureMenu>
        <CartLink showLabel />
      </div>
    </div>
  );
}
