import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './text-field.module.css';

interface TextFieldProps
  extends FieldFrameProps, Omit<ComponentProps<'input'>, keyof FieldFrameProps | 'prefix'> {
  /** Shown inside the box before the text, e.g. '+91' before a mobile number. */
  prefix?: string;
}

/** A labelled input whose message is tied to it, so a screen reader reads the error on focus. */
export function TextField({ label, error, hint, prefix, id, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
          {prefix && (
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
          )}
          <input className={styles.input} {...control} {...input} />
        </div>
      )}
    </FieldFrame>
  );
}
