import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { CartIcon } from '../../../components/ui/icons';
import styles from './empty-cart.module.css';

/** 'No items in your cart', with a way back to the shelves. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <CartIcon size={40} />
      </span>
      <p className={styles.text}>No items in your cart</p>
      <Link to={paths.home} className="button">
        Shop more
      </Link>
    </div>
  );
}
