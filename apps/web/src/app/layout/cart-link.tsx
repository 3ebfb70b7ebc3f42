import { NavLink } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../lib/cart-store';
import { paths } from '../../lib/paths';
import styles from './cart-link.module.css';

/** The cart button of every bar, with the number of items in it. */
export function CartLink({ showLabel = false }: { showLabel?: boolean }) {
  const count = useCartCount();
  const shown = count > 99 ? '99+' : String(count);
  // Named by its own content, no aria-label: the name starts with what is on screen ('2 Cart'), so
  // voice control users can say it (WCAG 2.5.3, axe's label-content-name-mismatch), and the
  // hidden rest says what the number means.
  return (
    <NavLink to={paths.cart} className={styles.cart}>
      <span className={styles.icon}>
        <CartIcon />
        <span className={styles.count} data-empty={count === 0 || undefined}>
          {shown}
        </span>
      </span>{' '}
      <span className={showLabel ? styles.label : 'visually-hidden'}>Cart</span>
      <span className="visually-hidden">
        , {count} {count === 1 ? 'item' : 'items'}
      </span>
    </NavLink>
  );
}
