import { formatRupees } from '@makers-pantry/domain/money';
import { useCartPayable, type BuyNowProps } from '../cart-totals';
import styles from './checkout-bar.module.css';

/**
 * On narrow screens the totals panel sits below a long list, so the total and Buy Now also ride
 * along at the bottom of the screen. Hidden from 900 px, where the panel itself stays in view.
 * Its total is the panel's 'To pay for items', discount included.
 */
export function CheckoutBar({ itemsTotal, itemCount, checking, onBuyNow }: BuyNowProps) {
  const { toPay } = useCartPayable(itemsTotal);
  return (
    <div className={styles.bar}>
      <p className={styles.total}>
        <strong>{formatRupees(toPay)}</strong>
        <span>
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </span>
      </p>
      <button
        type="button"
        className="button"
        onClick={onBuyNow}
        disabled={checking || itemCount === 0}
      >
        Buy Now
      </button>
    </div>
  );
}
