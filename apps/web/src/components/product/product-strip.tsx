import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { useWhenIdle } from '../../lib/use-when-idle';
import { ProductCard } from './product-card';
import styles from './product-strip.module.css';

/** More than a 1280 px screen shows of a strip at once. */
const CARDS_AT_ONCE = 6;

/** A row of product cards that scrolls sideways (new launches, previously ordered, recommendations). */
export function ProductStrip({ products, label }: { products: ProductListItem[]; label: string }) {
  // A strip shows a few cards at a time; the rest, off to the side, are built once the page has
  // painted, so a slow phone does not build twenty cards before showing the first two.
  const all = useWhenIdle();
  const shown = all ? products : products.slice(0, CARDS_AT_ONCE);
  return (
    <ul className={styles.strip} aria-label={label}>
      {shown.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
