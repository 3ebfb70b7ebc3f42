import {
  bannedIngredientSentence,
  type BannedIngredientHit,
} from '@makers-pantry/domain/banned-ingredients';
import { productApproveSchema, type ProductApprove } from '@makers-pantry/domain/hub-products';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { useReasonForm } from '../../ui/use-reason-form';
import { DecisionReason } from './decision-reason';

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
      <DecisionReason
        label="Why it may be sold (kept in its history)"
        hint="e.g. 'The label says MSG-free; the lab report shows no glutamate.'"
        field={reason.field}
      />
    </ChangeModal>
  );
}
