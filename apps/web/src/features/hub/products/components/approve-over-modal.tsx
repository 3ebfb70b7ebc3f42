import {
  bannedIngredientSentence,
  type BannedIngredientHit,
} from '@makers-pantry/domain/banned-ingredients';
import { productApproveSchema, type ProductApprove } from '@makers-pantry/domain/hub-products';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { useReasonForm } from '../../ui/use-reason-form';

/**
 * Ops approve over a banned-ingredient hit only with a written reason, kept in the product's
 * history with what the check found (e.g. a label whose 'no MSG' the check still reads as MSG).
 */
export function ApproveOverModal({
  open,
  hits,
  version,
  pending,
  error,
  onApprove,
  onClose,
  onReload,
}: {
  open: boolean;
  hits: BannedIngredientHit[];
  version: number;
  pending: boolean;
  error: ApiError | null;
  onApprove: (body: ProductApprove) => void;
  onClose: () => void;
  onReload: () => void;
}) {
  const reason = useReasonForm(
    productApproveSchema,
    (text) => ({ version, overrideReason: text }),
    (change) => onApprove(change),
  );

  return (
    <ChangeModal
      open={open}
      title="Approve over the banned-ingredient check"
      submitLabel={pending ? 'Approving…' : 'Approve with this reason'}
      pending={pending}
      error={error}
      onSubmit={reason.submit}
      onClose={onClose}
      onReload={onReload}
      tone="danger"
    >
      <p>{bannedIngredientSentence(hits)}</p>
      <TextAreaField
        label="Why it may be sold (kept in its history)"
        hint="e.g. 'The label says MSG-free; the lab report shows no glutamate.'"
        rows={3}
        maxLength={500}
        value={reason.field.value}
        error={reason.field.problem ?? undefined}
        onChange={reason.field.onChange}
      />
    </ChangeModal>
  );
}
