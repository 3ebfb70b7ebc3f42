import { useId, type ComponentProps } from 'react';
import controls from './form-control.module.css';
import styles from './text-field.module.css';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled native <select> (the phone's own picker) with its message tied to it. */
export function SelectField({ label, error, hint, id, className, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  const message = error ?? hint;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={controls.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...select}
      />
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {message}
        </p>
      )}
    </div>
  );
}
