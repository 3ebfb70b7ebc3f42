import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * What a shared field (TextField, SelectField, TextAreaField) takes for one of the form's boxes:
 * the box as `register` ties it to the form, and the schema's sentence about it. `options` go to
 * every box (e.g. an `onChange` that forgets the server's refusal of what was typed before), `own`
 * to one (a number's `valueAsNumber`).
 */
export function boxesOf<Boxes extends FieldValues>(
  form: UseFormReturn<Boxes, unknown, unknown>,
  options?: RegisterOptions<Boxes>,
) {
  return (field: Path<Boxes>, own?: RegisterOptions<Boxes>) => ({
    ...form.register(field, { ...options, ...own } as RegisterOptions<Boxes>),
    error: problemAt(form.formState.errors, field),
  });
}

/**
 * The schema's sentence for a box, as the form shows it under that box: the one at its path
 * ('cutoff.time'), or else the first one inside it (a list's third line, a picture's size).
 */
export function problemAt(errors: FieldErrors, path: string): string | undefined {
  return firstMessage(get(errors, path));
}

export function firstMessage(found: unknown): string | undefined {
  if (!found || typeof found !== 'object') return undefined;
  const { message } = found as { message?: unknown };
  if (typeof message === 'string') return message;
  // A box's complaint carries its element as `ref`: only the complaints inside are read.
  for (const [key, inner] of Object.entries(found)) {
    if (key === 'ref') continue;
    const text = firstMessage(inner);
    if (text) return text;
  }
  return undefined;
}
