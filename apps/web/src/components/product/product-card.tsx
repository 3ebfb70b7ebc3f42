import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { slotLabel } from '@makers-pantry/domain/delivery-time';
import { formatRupees } from '@makers-pantry/domain/money';
import {
  formatPackageSize,
  isPreorder,
  STOCK_TEXT,
  stockState,
  truncateName,
} from '@makers-pantry/domain/product-display';
import { paths } from '../../lib/paths';
import { ShopLink } from '../ui/shop-link';
import { AddToCartControl } from './add-to-cart-control';
import { ProductImage, type PictureLoading } from './product-image';
import styles from './product-card.module.css';
import { RatingBadge } from './rating-badge';
import { VegIndicator } from './veg-indicator';

/** List images are square; these are the pixels the card asks for, and reserve space before load. */
export const LIST_IMAGE_SIZE = 400;

/**
 * One product in any list (home, category, collection, search, seller): what it is, what it costs,
 * when it can come, and the add-to-cart area that follows the shop's stock rules.
 */
export function ProductCard({
  product,
  picture = 'lazy',
}: {
  product: ProductListItem;
  /** The first cards of a page are above the fold: their pictures load at once, not lazily. */
  picture?: PictureLoading;
}) {
  const stock = stockState(product);
  const href = paths.product(product.id);
  return (
    <article className={`${styles.card} ${stock === 'outOfStock' ? styles.greyed : ''}`}>
      <ShopLink to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.listImage}
          size={LIST_IMAGE_SIZE}
          loading={picture}
          className={styles.image}
        />
      </ShopLink>
      <div className={styles.body}>
        <div className={styles.meta}>
          <VegIndicator kind={product.vegIndicator} />
          {isPreorder(product) && <span className={styles.preorder}>Preorder</span>}
          {product.specialityTag && (
            <span className={styles.speciality}>{product.specialityTag}</span>
          )}
          <RatingBadge rating={product.rating} />
        </div>
        <h3 className={styles.name}>
          <ShopLink to={href} title={product.name}>
            {truncateName(product.name)}
          </ShopLink>
        </h3>
        <p className={styles.size}>
          {formatPackageSize(product.packageSize, product.measurementUnit)}
        </p>
        {product.earliestDeliverySlot && (
          <p className={styles.slot}>{slotLabel(product.earliestDeliverySlot, new Date())}</p>
        )}
        <div className={styles.buy}>
          <span className={styles.price}>{formatRupees(product.price)}</span>
          {stock === 'add' ? (
            <AddToCartControl product={product} />
          ) : (
            <span className={styles.noStock}>{STOCK_TEXT[stock]}</span>
          )}
        </div>
      </div>
    </article>
  );
}
