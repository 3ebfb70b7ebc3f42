import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { boxesOf } from '../../ui/use-hub-form';
import type { BatchFormValues } from '../batch-form-values';
import styles from './batch-fields.module.css';

/**
 * Where the boxes' text lives: a hub form (the edit dialog), or values held by the
 * screen with their change (the new batch screen, until it moves to the hub form too).
 */
type BatchBoxes =
  | { form: UseFormReturn<BatchFormValues, unknown, unknown> }
  | {
      values: BatchFormValues;
      errors: Record<string, string>;
      onChange: (values: BatchFormValues) => void;
    };

/** The boxes a planned batch has: how many, when it reaches the hub, best-before, packed on. */
export function BatchFields(boxes: BatchBoxes) {
  const box = (field: keyof BatchFormValues) =>
    'form' in boxes
      ? boxesOf(boxes.form)(field)
      : {
          value: boxes.values[field],
          onChange: (event: { target: { value: string } }) =>
            boxes.onChange({ ...boxes.values, [field]: event.target.value }),
          error: boxes.errors[field],
        };
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
