import { useId } from 'react';
import formStyles from '../../../components/ui/form-control.module.css';
import type { ReasonBox } from './use-reason-form';

/**
 * The reason a hub change asks for (a rejection, a suspension, a cancel): a labelled box, and
 * the server's own schema's sentence under it when the reason is missing or too long. The box is
 * a reason form's (`useReasonForm`), spread in: `<ReasonField label="Reason" {...reason.field} />`.
 */
export function ReasonField({
  label,
  value,
  problem,
  onChange,
  maxLength = 500,
}: ReasonBox & {
  label: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <textarea
        id={id}
        className={formStyles.control}
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem && (
        <p id={`${id}-error`} className={formStyles.error}>
          {problem}
        </p>
      )}
    </>
  );
}
