import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** How many cards load at once instead of lazily: the first row or two on any screen. */
const EAGER_CARDS = 4;

/** Products in responsive columns: 2 on a phone, 3-4 on a tablet, 5-6 on a desktop. */
export function ProductGrid({
  products,
  eagerCount = EAGER_CARDS,
  label,
}: {
  products: ProductListItem[];
  eagerCount?: number;
  /** Accessible name of the list, e.g. 'All Products'. */
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
