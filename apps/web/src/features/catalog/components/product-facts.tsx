import type { ProductDetail } from '@makers-pantry/domain/catalog';
import { batchDateTexts } from '@makers-pantry/domain/batch-dates';
import styles from './product-facts.module.css';

const FACTS = [
  ['Description', 'description'],
  ['Ingredients', 'ingredients'],
  ['Usage instructions', 'usageInstructions'],
  ['Allergen info', 'allergenInfo'],
  ['Storage', 'storage'],
] as const;

/**
 * What the maker tells about the product, and the dates of the batch the next order would be sent
 * from (the server picks it by the order's own rule); empty fields are left out, not shown blank.
 */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const facts = FACTS.filter(([, field]) => product[field]?.trim());
  const batchDates = product.nextBatch ? batchDateTexts(product.nextBatch) : [];
  if (facts.length === 0 && batchDates.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map(([label, field]) => (
        <div key={field} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{product[field]}</dd>
        </div>
      ))}
      {batchDates.length > 0 && (
        <div className={styles.fact}>
          <dt>Freshness</dt>
          <dd>{batchDates.join('\n')}</dd>
        </div>
      )}
    </dl>
  );
}
