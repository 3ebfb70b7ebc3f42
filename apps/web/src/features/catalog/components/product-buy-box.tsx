import type { ProductDetail } from '@makers-pantry/domain/catalog';
import { slotLabel } from '@makers-pantry/domain/delivery-time';
import { formatRupees } from '@makers-pantry/domain/money';
import {
  formatPackageSize,
  isPreorder,
  STOCK_TEXT,
  stockState,
} from '@makers-pantry/domain/product-display';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AddToCartControl } from '../../../components/product/add-to-cart-control';
import { VegIndicator } from '../../../components/product/veg-indicator';
import styles from './product-buy-box.module.css';

/** The top of the product page: name, marks, portion, price, delivery, maker and the cart control. */
export function ProductBuyBox({ product }: { product: ProductDetail }) {
  const stock = stockState(product);
  return (
    <div className={styles.box}>
      <div className={styles.marks}>
        <VegIndicator kind={product.vegIndicator} size={20} />
        <span className={styles.kind}>{product.vegIndicator}</span>
        {isPreorder(product) && <span className={styles.preorder}>Preorder</span>}
        {product.specialityTag && (
          <span className={styles.speciality}>{product.specialityTag}</span>
        )}
      </div>
      <h1 className={styles.name}>{product.name}</h1>
      <p className={styles.seller}>
        by <Link to={paths.seller(product.seller.id)}>{product.seller.storeName}</Link>
      </p>
      <p className={styles.portion}>
        Portion: {formatPackageSize(product.packageSize, product.measurementUnit)}
      </p>
      <p className={styles.price}>{formatRupees(product.price)}</p>
      <div className={styles.buy}>
        {stock === 'add' ? (
          <AddToCartControl product={product} size="large" />
        ) : (
          <span className={styles.noStock}>{STOCK_TEXT[stock]}</span>
        )}
      </div>
      <p className={styles.delivery}>
        {product.earliestDeliverySlot ? (
          <>
            Earliest delivery:{' '}
            <strong>{slotLabel(product.earliestDeliverySlot, new Date())}</strong>
          </>
        ) : (
          'No delivery slot is open for this product right now.'
        )}
      </p>
    </div>
  );
}
