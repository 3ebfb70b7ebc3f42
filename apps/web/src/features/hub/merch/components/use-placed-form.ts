import type { UseMutationResult } from '@tanstack/react-query';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useHubForm } from '../../ui/use-hub-form';
import { changedFields, type placedFieldsOf, type PlacedValues } from '../merch-form-values';

interface PlacedRow {
  name: string;
  version: number;
}

type Fields = ReturnType<typeof placedFieldsOf>;

/**
 * What the banner and collection forms share: a new one is created off (it is turned on once its
 * pictures are in: `pictures` says which, in the toast), an existing one is edited on the version
 * shown with only what changed sent, both checked by the server's own schema first. `fieldsOf`
 * makes the API's fields of the boxes; `createOnly` adds what only a new one sends.
 */
export function usePlacedForm<Row extends PlacedRow, Values extends PlacedValues, Create, Edit>({
  row,
  kind,
  pictures,
  empty,
  valuesOf,
  fieldsOf,
  createOnly = () => ({}),
  schemas,
  create,
  edit,
  onSaved,
}: {
  row: Row | undefined;
  /** Its name in the toasts: 'Banner'. */
  kind: string;
  pictures: string;
  empty: Values;
  valuesOf: (row: Row) => Values;
  fieldsOf: (values: Values) => Fields & Record<string, unknown>;
  createOnly?: (values: Values) => Record<string, unknown>;
  schemas: { create: z.ZodType; edit: z.ZodType };
  create: UseMutationResult<Row, ApiError, Create>;
  edit: UseMutationResult<Row, ApiError, Edit>;
  onSaved: (row: Row) => void;
}) {
  const changesOf = (values: Values) =>
    row ? changedFields(fieldsOf(valuesOf(row)), fieldsOf(values)) : {};
  const form = useHubForm({
    schema: row ? schemas.edit : schemas.create,
    defaultValues: (row ? valuesOf(row) : empty) as DefaultValues<Values>,
    request: (values: Values) => {
      if (row) return { version: row.version, ...changesOf(values) };
      const { isActive: _off, ...fields } = fieldsOf(values);
      return { ...fields, ...createOnly(values) };
    },
  });
  const values = useWatch({ control: form.control }) as Values;
  const saved = (words: string) => (stored: Row) => {
    toast.success(`${kind} '${stored.name}' ${words}`);
    onSaved(stored);
  };
  const save = form.handleSubmit((parsed) => {
    if (!row)
      return create.mutate(parsed as Create, {
        onSuccess: saved(`created. Now add its ${pictures}.`),
      });
    edit.mutate(parsed as Edit, { onSuccess: saved('saved.') });
  });
  return {
    form,
    values,
    save,
    change: row ? edit : create,
    changed: Object.keys(changesOf(values)).length > 0,
  };
}
