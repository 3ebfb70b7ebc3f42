import { batchRejectSchema, type HubBatch } from '@makers-pantry/domain/hub-batches';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { ReasonField } from '../../ui/reason-field';
import { useReasonForm } from '../../ui/use-reason-form';
import { useApproveBatch, useRejectBatch } from '../api/check-batch';

interface CheckProps {
  batch: HubBatch;
  open: boolean;
  onClose: () => void;
  reload: () => Promise<HubBatch | undefined>;
}

/** The quality check passed: the batch is stock in hand at once, in every listing. */
export function ApproveBatchModal({ batch, open, onClose, reload }: CheckProps) {
  const approve = useApproveBatch();
  const close = () => {
    approve.reset();
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      title={`Approve batch #${batch.id}?`}
      submitLabel={approve.isPending ? 'Approving…' : 'Approve'}
      pending={approve.isPending}
      error={approve.error}
      onClose={close}
      onReload={async () => {
        await reload();
        approve.reset();
      }}
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
export function RejectBatchModal({ batch, open, onClose, reload }: CheckProps) {
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
  const close = () => {
    reject.reset();
    reason.clear();
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Reject batch #${batch.id}?`}
      submitLabel={reject.isPending ? 'Rejecting…' : 'Reject'}
      pending={reject.isPending}
      error={reject.error}
      onSubmit={reason.submit}
      onClose={close}
      onReload={async () => {
        await reload();
        reject.reset();
      }}
    >
      <ReasonField label="Why it failed the quality check" {...reason.field} />
    </ChangeModal>
  );
}
