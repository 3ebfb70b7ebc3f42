import { useId, type ComponentProps } from 'react';
import controls from './form-control.module.css';
import styles from './text-field.module.css';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** TextField's multi-line twin: the label, the box and its message tied together. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': alsoDescribedBy,
  ...area
}: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const messageId = `${areaId}-message`;
  const message = error ?? hint;
  // The message first, then what the screen adds (a warning under the box).
  const describedBy = [message ? messageId : null, alsoDescribedBy].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className={controls.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...area}
      />
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {message}
        </p>
      )}
    </div>
  );
}
