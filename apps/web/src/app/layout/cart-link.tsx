import { NavLink } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../lib/cart-store';
import { paths } from '../paths';
import styles from './cart-link.module.css';

/** The cart button of every bar, with the number of items in it. */
export function CartLink({ showLabel = false }: { showLabel?: boolean }) {
  const count = useCartCount();
  const shown = count > 99 ? '99+' : String(count);
  // The name starts with what is on screen ('2 Cart'), so voice control users can say it
  // (WCAG 2.5.3), then says what the number means.
  const label = `${shown} Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <NavLink to={paths.cart} className={styles.cart} aria-label={label}>
      <span className={styles.icon}>
        <CartIcon />
        <span className={styles.count} data-empty={count === 0 || undefined} aria-hidden="true">
          {shown}
        </span>
      </span>
      {showLabel && (
        <span className={styles.label} aria-hidden="true">
          Cart
        </span>
      )}
    </NavLink>
  );
}
