import { useId, type ReactNode } from 'react';
import styles from './text-field.module.css';

/** What a field's control carries so that its label and its message belong to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * The frame every field of the shop's forms shares (text, select, text area): the label, the
 * control, and under it the error or the hint, tied to the control so a screen reader reads it on
 * focus.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  describedBy,
  children,
}: FieldFrameProps & {
  /** What else describes the control (a warning under the box), read after the message. */
  describedBy?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const message = error ?? hint;
  const describers = [message ? messageId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describers || undefined,
      })}
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {message}
        </p>
      )}
    </div>
  );
}
