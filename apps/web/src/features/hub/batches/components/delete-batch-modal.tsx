import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { hubPaths } from '../../shell/hub-paths';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useDeleteBatch } from '../api/delete-batch';
import type { BatchModalProps } from './batch-modal-props';

/** A planned batch nothing was ordered from can go; Delete asks first. */
export function DeleteBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const remove = useDeleteBatch();
  const navigate = useNavigate();
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Delete batch #${batch.id}?`}
      {...changeModalProps(remove, { label: 'Delete', busy: 'Deleting…', onClose, reload })}
      onSubmit={() =>
        remove.mutate(
          { id: batch.id, version: batch.version },
          {
            onSuccess: () => {
              toast.success(`Batch #${batch.id} deleted.`);
              void navigate(hubPaths.batches(), { replace: true });
            },
          },
        )
      }
    >
      <p>
        The plan of {batch.quantity} units of {batch.product.name} goes, and its history stays.
      </p>
    </ChangeModal>
  );
}
