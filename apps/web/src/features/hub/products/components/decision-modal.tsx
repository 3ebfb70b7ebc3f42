import type { ReactNode } from 'react';
import type { z } from 'zod';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { useReasonForm } from '../../ui/use-reason-form';

/**
 * A decision ops take on a product with a written reason, kept in its history: a rejection, whose
 * reason the maker reads on the product's page, or an approval over the banned-ingredient check.
 * The reason is a few lines, at most 500 letters, checked by the server's own schema; `request`
 * makes the decision's body from it (with the product's version).
 */
export function DecisionModal<Schema extends z.ZodType>({
  open,
  title,
  submitLabel,
  reason,
  schema,
  request,
  change,
  onDecide,
  onClose,
  onReload,
  children,
}: {
  open: boolean;
  title: string;
  /** The button's words, and its words while the decision is sent. */
  submitLabel: { idle: string; busy: string };
  /** The box's label and the example under it. */
  reason: { label: string; hint: string };
  schema: Schema;
  request: (reason: string) => unknown;
  change: { isPending: boolean; error: ApiError | null };
  onDecide: (body: z.output<Schema>) => void;
  onClose: () => void;
  onReload: () => void;
  /** What the decision is about, above the box. */
  children?: ReactNode;
}) {
  const form = useReasonForm(schema, request, (body) => onDecide(body));
  return (
    <ChangeModal
      open={open}
      title={title}
      submitLabel={change.isPending ? submitLabel.busy : submitLabel.idle}
      pending={change.isPending}
      error={change.error}
      onSubmit={form.submit}
      onClose={onClose}
      onReload={onReload}
      tone="danger"
    >
      {children}
      <TextAreaField
        label={reason.label}
        hint={reason.hint}
        rows={3}
        maxLength={500}
        value={form.field.value}
        error={form.field.problem ?? undefined}
        onChange={form.field.onChange}
      />
    </ChangeModal>
  );
}
