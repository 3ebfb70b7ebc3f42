import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import controls from './form-control.module.css';

type TextAreaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, keyof FieldFrameProps>;

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
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      describedBy={alsoDescribedBy}
    >
      {(control) => <textarea className={controls.control} {...control} {...area} />}
    </FieldFrame>
  );
}
