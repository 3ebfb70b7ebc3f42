import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { CountField } from '../../../../components/ui/number-fields';
import { boxesOf } from '../../../../lib/form-boxes';
import type { PlacedValues } from '../merch-form-values';
import styles from './placed-fields.module.css';

/** The schedule's two boxes, in Indian time; an empty one is no limit. */
const SCHEDULE = [
  { field: 'activeFrom', label: 'Shows from', hint: 'Leave empty to show at once.' },
  { field: 'activeTo', label: 'Shows until', hint: 'Leave empty for no end.' },
] as const;

/**
 * The boxes a banner and a collection share: the name, the position among the others, and when
 * it shows, in Indian time (blank start is at once, blank end is until turned off; the shop starts
 * and ends it by itself, nobody has to be there at midnight). `between` stands after the name.
 */
export function PlacedFields<Values extends PlacedValues>({
  form,
  nameHint,
  positionHint,
  between,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  nameHint: string;
  positionHint: string;
  between?: ReactNode;
}) {
  // Every merchandising form holds the placed boxes under these names.
  const box = boxesOf(form as unknown as UseFormReturn<PlacedValues, unknown, unknown>);
  return (
    <>
      <TextField label="Name" hint={nameHint} {...box('name')} />
      {between}
      <CountField label="Position" min={0} hint={positionHint} {...box('sortOrder')} />
      {SCHEDULE.map(({ field, label, hint }) => (
        <TextField
          key={field}
          label={label}
          className={styles.when}
          type="datetime-local"
          hint={hint}
          {...box(field)}
        />
      ))}
    </>
  );
}
