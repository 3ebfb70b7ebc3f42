import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { ProductCard } from './product-card';
import styles from './product-strip.module.css';

/** A row of product cards that scrolls sideways (new launches, previously ordered, recommendations). */
export function ProductStrip({ products, label }: { products: ProductListItem[]; label: string }) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
