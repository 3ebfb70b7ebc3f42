import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import { formatPackageSize, truncateName } from '@makers-pantry/domain/product-display';
import { paths } from '../../../lib/paths';
import { AddToCartControl } from '../../../components/product/add-to-cart-control';
import { ProductImage } from '../../../components/product/product-image';
import { ShopLink } from '../../../components/ui/shop-link';
import { removeOneFromCart, type CartLine } from '../../../lib/cart-store';
import styles from './cart-line-item.module.css';

/** One product in the cart: what it is, how many, what they cost, and what changed since it was added. */
export function CartLineItem({
  line,
  changeMessage,
}: {
  line: CartLine;
  changeMessage: string | null;
}) {
  const href = paths.product(line.id);
  return (
    <li className={`${styles.line} ${line.quantity === 0 ? styles.empty : ''}`}>
      <ShopLink to={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.cartImage} size={160} />
      </ShopLink>
      <div className={styles.about}>
        <ShopLink to={href} className={styles.name} title={line.name}>
          {truncateName(line.name)}
        </ShopLink>
        <span className={styles.size}>
          {formatPackageSize(line.packageSize, line.measurementUnit)} · {formatRupees(line.price)}
        </span>
        {changeMessage && (
          <span className={styles.change} role="status">
            {changeMessage}
          </span>
        )}
      </div>
      <div className={styles.buy}>
        <span className={styles.total}>
          {formatRupees(paiseToRupees(rupeesToPaise(line.price) * line.quantity))}
        </span>
        {line.quantity > 0 ? (
          <AddToCartControl product={line} />
        ) : (
          // Nothing left to buy here: the only useful action is to clear the line away.
          <button
            type="button"
            className={styles.remove}
            onClick={() => removeOneFromCart(line.id)}
            aria-label={`Remove ${line.name}`}
          >
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
