import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import controls from './form-control.module.css';

type SelectFieldProps = FieldFrameProps & Omit<ComponentProps<'select'>, keyof FieldFrameProps>;

/** A labelled native <select> (the phone's own picker) with its message tied to it. */
export function SelectField({ label, error, hint, id, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <select className={controls.control} {...control} {...select} />}
    </FieldFrame>
  );
}
