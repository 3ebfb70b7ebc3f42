import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { hubPaths } from '../../shell/hub-paths';
import { ChangeModal } from '../../ui/change-modal';
import { useDeleteBatch } from '../api/delete-batch';

/** A planned batch nothing was ordered from can go; Delete asks first. */
export function DeleteBatchModal({
  batch,
  open,
  onClose,
  reload,
}: {
  batch: HubBatch;
  open: boolean;
  onClose: () => void;
  reload: () => Promise<HubBatch | undefined>;
}) {
  const remove = useDeleteBatch();
  const navigate = useNavigate();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Delete batch #${batch.id}?`}
      submitLabel={remove.isPending ? 'Deleting…' : 'Delete'}
      pending={remove.isPending}
      error={remove.error}
      onClose={close}
      onReload={async () => {
        await reload();
        remove.reset();
      }}
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
