import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { MenuIcon } from '../../components/ui/icons';
import { AccountMenu } from './account-menu';
import { BarSearch } from './bar-search';
import styles from './bars.module.css';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MenuPanel } from './menu-panel';

/** 500-1000 px: logo, search, Account, Menu and cart, with the Menu folded behind an icon. */
export function MediumBar() {
  return (
    <div className={`${styles.bar} ${styles.medium}`}>
      <Logo />
      <BarSearch />
      <div className={styles.actions}>
        <AccountMenu />
        <DisclosureMenu label="Menu" icon={<MenuIcon />} hideLabel>
          <MenuPanel />
        </DisclosureMenu>
        <CartLink />
      </div>
    </div>
  );
}
