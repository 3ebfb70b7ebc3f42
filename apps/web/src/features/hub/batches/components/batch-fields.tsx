import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { boxesOf } from '../../../../lib/form-boxes';
import type { BatchFormValues } from '../batch-form-values';
import styles from './batch-fields.module.css';

/** The boxes a planned batch has: how many, when it reaches the hub, best-before, packed on. */
export function BatchFields({ form }: { form: UseFormReturn<BatchFormValues, unknown, unknown> }) {
  const box = boxesOf(form);
  return (
    <div className={styles.fields}>
      <TextField
        label="Quantity (units)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...box('quantity')}
      />
      <TextField
        label="Expected at the hub"
        type="datetime-local"
        hint="Indian time"
        {...box('expectedAt')}
      />
      <TextField label="Best-before" type="date" {...box('bestBefore')} />
      <TextField
        label="Packed on (optional)"
        type="date"
        hint="Customers see it on the product page."
        {...box('packedOn')}
      />
    </div>
  );
}
