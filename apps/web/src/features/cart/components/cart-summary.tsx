import { formatRupees } from '@makers-pantry/domain/money';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCartPayable, type BuyNowProps } from '../cart-totals';
import styles from './cart-summary.module.css';
import { DiscountBox } from './discount-box';

/** The totals panel: items total, number of items, and the two ways on. */
export function CartSummary({ itemsTotal, itemCount, checking, onBuyNow }: BuyNowProps) {
  const { discount, toPay } = useCartPayable(itemsTotal);
  return (
    <aside className={styles.panel} aria-label="Cart total">
      <DiscountBox itemsTotal={itemsTotal} />
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Number of items</dt>
          <dd>{itemCount}</dd>
        </div>
        <div className={styles.row}>
          <dt>Items total</dt>
          <dd>{formatRupees(itemsTotal)}</dd>
        </div>
        {discount > 0 && (
          <div className={styles.row}>
            <dt>Discount</dt>
            <dd>-{formatRupees(discount)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>To pay for items</dt>
          <dd>{formatRupees(toPay)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Delivery fees, if any, are worked out at checkout once you pick your delivery slots.
      </p>
      <button
        type="button"
        className={`button ${styles.buy}`}
        onClick={onBuyNow}
        disabled={checking || itemCount === 0}
      >
        {checking ? 'Checking stock…' : 'Buy Now'}
      </button>
      <Link to={paths.home} className={`button button-secondary ${styles.more}`}>
        Shop more
      </Link>
    </aside>
  );
}
