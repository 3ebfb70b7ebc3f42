import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way a hub form is written: react-hook-form holds the boxes as typed, and the server's
 * own zod schema checks the request they make before anything is sent, so the sentences under
 * the boxes are the API's. `request` turns the boxes into that request: it adds what nobody
 * types (the record's version, read on each check, so a reload's newer version is the one sent)
 * and reads text as numbers, dates or nothing. The submit handler receives the schema's output.
 */
export function useHubForm<Boxes extends FieldValues, Schema extends z.ZodType>({
  schema,
  defaultValues,
  request,
}: {
  schema: Schema;
  defaultValues: DefaultValues<Boxes>;
  request: (boxes: Boxes) => unknown;
}) {
  const check = zodResolver(schema as never) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<Schema>
  >;
  const resolver: Resolver<Boxes, unknown, z.output<Schema>> = (boxes, context, options) =>
    check(request(boxes) as FieldValues, context, options as never) as never;
  return useForm<Boxes, unknown, z.output<Schema>>({ resolver, defaultValues });
}

/**
 * What a shared field (TextField, SelectField, TextAreaField) takes for one of the form's boxes:
 * the box as `register` ties it to the form, and the schema's sentence about it. `options` go to
 * every box (e.g. an `onChange` that forgets the server's refusal of what was typed before).
 */
export function boxesOf<Boxes extends FieldValues>(
  form: UseFormReturn<Boxes, unknown, unknown>,
  options?: RegisterOptions<Boxes>,
) {
  return (field: Path<Boxes>) => ({
    ...form.register(field, options),
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
