import { NavLink } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../lib/cart-store';
import { paths } from '../paths';
import styles from './cart-link.module.css';

/** The cart button of every bar, with the number of items in it. */
export function CartLink({ showLabel = false }: { showLabel?: boolean }) {
  const count = useCartCount();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <NavLink to={paths.cart} className={styles.cart} aria-label={label}>
      <span className={styles.icon}>
        <CartIcon />
        <span className={styles.count} data-empty={count === 0 || undefined} aria-hidden="true">
          {count > 99 ? '99+' : count}
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
