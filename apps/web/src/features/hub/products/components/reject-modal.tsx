import { productRejectSchema } from '@makers-pantry/domain/hub-products';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { useReasonForm } from '../../ui/use-reason-form';
import { DecisionReason } from './decision-reason';

/**
 * Ops send a listing (or a live product's ingredient change) back with the reason the maker will
 * read on the product's page, so it should say what to change.
 */
export function RejectModal({
  open,
  title,
  version,
  pending,
  error,
  onReject,
  onClose,
  onReload,
}: {
  open: boolean;
  title: string;
  version: number;
  pending: boolean;
  error: ApiError | null;
  onReject: (body: { version: number; reason: string }) => void;
  onClose: () => void;
  onReload: () => void;
}) {
  const reason = useReasonForm(
    productRejectSchema,
    (text) => ({ version, reason: text }),
    (change) => onReject(change),
  );

  return (
    <ChangeModal
      open={open}
      title={title}
      submitLabel={pending ? 'Rejecting…' : 'Reject'}
      pending={pending}
      error={error}
      onSubmit={reason.submit}
      onClose={onClose}
      onReload={onReload}
      tone="danger"
    >
      <DecisionReason
        label="Reason the maker will read"
        hint="Say what to change, e.g. 'Please show the FSSAI number in the label photo.'"
        field={reason.field}
      />
    </ChangeModal>
  );
}
