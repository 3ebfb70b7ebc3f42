import type { ProductDetail } from '@makers-pantry/domain/catalog';
import styles from './product-facts.module.css';

const FACTS = [
  ['Description', 'description'],
  ['Ingredients', 'ingredients'],
  ['Usage instructions', 'usageInstructions'],
  ['Allergen info', 'allergenInfo'],
  ['Storage', 'storage'],
] as const;

/** What the maker tells about the product; empty fields are left out rather than shown blank. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const facts = FACTS.filter(([, field]) => product[field]?.trim());
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map(([label, field]) => (
        <div key={field} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{product[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
