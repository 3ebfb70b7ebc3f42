import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { MenuIcon } from '../../components/ui/icons';
import { AccountMenu } from './account-menu';
import styles from './bars.module.css';
import { CartLink } from './cart-link';
import { PageLinks } from './page-links';
import { MENU_LINKS } from './site-links';

/**
 * Account, Menu and the cart, the same three at the end of every bar: a wide bar spells out
 * Menu and Cart, narrower ones show only their icons (still read out).
 */
export function BarActions({ wide = false }: { wide?: boolean }) {
  return (
    <div className={styles.actions}>
      <AccountMenu />
      <DisclosureMenu label="Menu" icon={<MenuIcon />} hideLabel={!wide}>
        <PageLinks label="Shop information" links={MENU_LINKS} />
      </DisclosureMenu>
      <CartLink showLabel={wide} />
    </div>
  );
}
