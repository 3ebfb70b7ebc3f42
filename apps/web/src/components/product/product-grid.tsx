import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { ProductCard } from './product-card';
import type { PictureLoading } from './product-image';
import styles from './product-grid.module.css';

/** How many cards load at once instead of lazily: the first row or two on any screen. */
const EAGER_CARDS = 4;
/** Of those, the first row on a phone: the largest pictures in view, fetched before the rest. */
const FIRST_CARDS = 2;

/** Products in responsive columns: 2 on a phone, 3-4 on a tablet, 5-6 on a desktop. */
export function ProductGrid({
  products,
  aboveTheFold = true,
  label,
}: {
  products: ProductListItem[];
  /** False for a grid that starts below other content (the home page's All Products). */
  aboveTheFold?: boolean;
  /** Accessible name of the list, e.g. 'All Products'. */
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductCard product={product} picture={pictureLoading(index, aboveTheFold)} />
        </li>
      ))}
    </ul>
  );
}

function pictureLoading(index: number, aboveTheFold: boolean): PictureLoading {
  if (!aboveTheFold) return 'lazy';
  if (index < FIRST_CARDS) return 'first';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}
