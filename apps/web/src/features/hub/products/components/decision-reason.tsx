import { TextAreaField } from '../../../../components/ui/text-area-field';
import type { useReasonForm } from '../../ui/use-reason-form';

/**
 * The reason ops write for a decision on a product (a rejection, an approval over the
 * banned-ingredient check), kept in its history: a few lines, at most 500 letters.
 */
export function DecisionReason({
  label,
  hint,
  field,
}: {
  label: string;
  hint: string;
  field: ReturnType<typeof useReasonForm>['field'];
}) {
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={3}
      maxLength={500}
      value={field.value}
      error={field.problem ?? undefined}
      onChange={field.onChange}
    />
  );
}
