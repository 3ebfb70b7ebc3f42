import { batchEditSchema, type HubBatch } from '@makers-pantry/domain/hub-batches';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { useHubForm } from '../../ui/use-hub-form';
import { useEditBatch } from '../api/edit-batch';
import { batchFields, formValuesOf, type BatchFormValues } from '../batch-form-values';
import { BatchFields } from './batch-fields';

/** What the boxes change of the batch: the history then shows exactly what this edit did. */
function changesOf(batch: HubBatch, values: BatchFormValues) {
  const was = batchFields(formValuesOf(batch));
  const now = batchFields(values);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => was[field as keyof typeof was] !== value),
  );
}

/** A planned batch's quantity and dates change, on the version the page shows. */
export function EditBatchModal({
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
  const edit = useEditBatch();
  const form = useHubForm({
    schema: batchEditSchema,
    defaultValues: formValuesOf(batch),
    // Only what changed is sent, on the version the page shows.
    request: (values: BatchFormValues) => ({
      version: batch.version,
      ...changesOf(batch, values),
    }),
  });

  const close = () => {
    edit.reset();
    form.reset(formValuesOf(batch));
    onClose();
  };

  const save = form.handleSubmit((change) => {
    if (Object.keys(changesOf(batch, form.getValues())).length === 0) return close();
    edit.mutate(
      { id: batch.id, ...change },
      {
        onSuccess: (saved) => {
          toast.success(`Batch #${saved.id} saved.`);
          onClose();
        },
      },
    );
  });

  return (
    <ChangeModal
      open={open}
      title={`Edit batch #${batch.id}`}
      submitLabel={edit.isPending ? 'Saving…' : 'Save'}
      pending={edit.isPending}
      error={edit.error}
      onSubmit={() => void save()}
      onClose={close}
      onReload={async () => {
        const fresh = await reload();
        edit.reset();
        if (fresh) form.reset(formValuesOf(fresh));
      }}
    >
      <BatchFields form={form} />
    </ChangeModal>
  );
}
