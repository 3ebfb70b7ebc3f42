import { batchRejectSchema } from '@makers-pantry/domain/hub-batches';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { ReasonField } from '../../ui/reason-field';
import { useReasonForm } from '../../ui/use-reason-form';
import { useApproveBatch, useRejectBatch } from '../api/check-batch';
import type { BatchModalProps } from './batch-modal-props';

/** The quality check passed: the batch is stock in hand at once, in every listing. */
export function ApproveBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const approve = useApproveBatch();
  return (
    <ChangeModal
      open={open}
      title={`Approve batch #${batch.id}?`}
      {...changeModalProps(approve, { label: 'Approve', busy: 'Approving…', onClose, reload })}
      onSubmit={() =>
        approve.mutate(
          { id: batch.id, version: batch.version },
          {
            onSuccess: (saved) => {
              toast.success(`Batch #${saved.id} approved: ${saved.quantity} units on sale.`);
              onClose();
            },
          },
        )
      }
    >
      <p>
        {batch.quantity} units of {batch.product.name} passed the quality check and go on sale in
        the shop at once.
      </p>
    </ChangeModal>
  );
}

/** The quality check failed: the reason is kept and the maker sees it; the batch never sells. */
export function RejectBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const reject = useRejectBatch();
  const reason = useReasonForm(
    batchRejectSchema,
    (text) => ({ version: batch.version, reason: text }),
    (change, clear) =>
      reject.mutate(
        { id: batch.id, ...change },
        {
          onSuccess: (saved) => {
            toast.success(`Batch #${saved.id} rejected.`);
            clear();
            onClose();
          },
        },
      ),
  );
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Reject batch #${batch.id}?`}
      {...changeModalProps(reject, {
        label: 'Reject',
        busy: 'Rejecting…',
        onClose,
        reload,
        clear: reason.clear,
      })}
      onSubmit={reason.submit}
    >
      <ReasonField label="Why it failed the quality check" {...reason.field} />
    </ChangeModal>
  );
}
