import { formatRupees } from '@makers-pantry/domain/money';
import styles from './checkout-bar.module.css';

/**
 * On narrow screens the totals panel sits below a long list, so the total and Buy Now also ride
 * along at the bottom of the screen. Hidden from 900 px, where the panel itself stays in view.
 */
export function CheckoutBar({
  itemsTotal,
  itemCount,
  checking,
  onBuyNow,
}: {
  itemsTotal: number;
  itemCount: number;
  checking: boolean;
  onBuyNow: () => void;
}) {
  return (
    <div className={styles.bar}>
      <p className={styles.total}>
        <strong>{formatRupees(itemsTotal)}</strong>
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
