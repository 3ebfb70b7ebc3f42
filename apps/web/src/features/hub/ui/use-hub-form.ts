import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
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
