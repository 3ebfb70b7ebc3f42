import { useController, type ControllerRenderProps } from 'react-hook-form';
import type { z } from 'zod';
import { useHubForm } from './use-hub-form';
import { firstMessage } from '../../../lib/form-boxes';

/** The reason's box as a reason form holds it, for ReasonField (or a TextAreaField) to show. */
export interface ReasonBox {
  value: string;
  /** Takes the new text, or a box's change event (a TextAreaField's). */
  onChange: ControllerRenderProps<{ reason: string }, 'reason'>['onChange'];
  /** The schema's sentence about the reason, once a submit found one. */
  problem: string | null;
}

/**
 * The reason a hub change asks for (a rejection, a suspension, a decision), as a one-box hub form:
 * `request` makes the change from the typed reason (with the record's version), the server's
 * schema checks it, and `send` gets the parsed change with a way to empty the box once it is done.
 * `field` is what ReasonField (or a TextAreaField) shows: the box and the schema's sentence.
 */
export function useReasonForm<Schema extends z.ZodType>(
  schema: Schema,
  request: (reason: string) => unknown,
  send: (change: z.output<Schema>, clear: () => void) => void,
) {
  const form = useHubForm<{ reason: string }, Schema>({
    schema,
    defaultValues: { reason: '' },
    request: ({ reason }) => request(reason),
  });
  const { field } = useController({ control: form.control, name: 'reason' });
  const clear = () => form.reset();
  const box: ReasonBox = {
    value: field.value,
    onChange: field.onChange,
    // The request has one typed box, so whatever the schema refuses is said under it.
    problem: firstMessage(form.formState.errors) ?? null,
  };
  return {
    field: box,
    submit: () => void form.handleSubmit((change) => send(change, clear))(),
    clear,
  };
}
