import { TextField } from '../../../../components/ui/text-field';
import type { BatchFormValues } from '../batch-form-values';
import styles from './batch-fields.module.css';

/** The boxes a planned batch has: how many, when it reaches the hub, best-before, packed on. */
export function BatchFields({
  values,
  errors,
  onChange,
}: {
  values: BatchFormValues;
  errors: Record<string, string>;
  onChange: (values: BatchFormValues) => void;
}) {
  const set = (field: keyof BatchFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <div className={styles.fields}>
      <TextField
        label="Quantity (units)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.quantity}
        onChange={set('quantity')}
        error={errors.quantity}
      />
      <TextField
        label="Expected at the hub"
        type="datetime-local"
        value={values.expectedAt}
        onChange={set('expectedAt')}
        error={errors.expectedAt}
        hint="Indian time"
      />
      <TextField
        label="Best-before"
        type="date"
        value={values.bestBefore}
        onChange={set('bestBefore')}
        error={errors.bestBefore}
      />
      <TextField
        label="Packed on (optional)"
        type="date"
        value={values.packedOn}
        onChange={set('packedOn')}
        error={errors.packedOn}
        hint="Customers see it on the product page."
      />
    </div>
  );
}
