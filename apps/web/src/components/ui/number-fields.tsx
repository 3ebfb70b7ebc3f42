import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** A box for rupees (a fee, a cap, an order's minimum): the decimal pad, never below 0. */
export function RupeesField(props: NumberFieldProps) {
  return <TextField type="number" inputMode="decimal" min={0} {...props} />;
}

/** A box for a whole count (units, orders, uses, a position): the phone's digit pad. */
export function CountField(props: NumberFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}
