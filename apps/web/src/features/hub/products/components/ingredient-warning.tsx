import { AlertIcon } from '../../../../components/ui/icons';
import type { IngredientWarning as Warning } from './use-ingredient-warning';
import styles from './ingredient-warning.module.css';

/**
 * What the banned-ingredient check found, under the ingredients as the maker types: a warning,
 * not a refusal (the draft still saves), in the very sentence approval would refuse with, which
 * names each hit with what it does and how it was written. The region stays in the page, so a
 * screen reader hears the warning when it appears.
 */
export function IngredientWarning({ id, warning }: { id: string; warning: Warning }) {
  return (
    <div id={id} role="status" className={styles.region}>
      {warning.sentence && (
        <div className={styles.warning}>
          <AlertIcon size={18} strokeWidth={2.2} className={styles.icon} />
          <div>
            <p className={styles.sentence}>{warning.sentence}</p>
            <p className={styles.advice}>
              Ops cannot approve a product with {warning.hits.length === 1 ? 'it' : 'them'}: take{' '}
              {warning.hits.length === 1 ? 'it' : 'them'} out before you submit.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
