import { batchEditSchema, type HubBatch } from '@makers-pantry/domain/hub-batches';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useHubForm } from '../../ui/use-hub-form';
import { useEditBatch } from '../api/edit-batch';
import { batchFields, formValuesOf, type BatchFormValues } from '../batch-form-values';
import { BatchFields } from './batch-fields';
import type { BatchModalProps } from './batch-modal-props';

/** What the boxes change of the batch: the history then shows exactly what this edit did. */
function changesOf(batch: HubBatch, values: BatchFormValues) {
  const was = batchFields(formValuesOf(batch));
  const now = batchFields(values);
  return Object.fromEntries(
    Object.entries(now).filter(([field, value]) => was[field as keyof typeof was] !== value),
  );
}

/** A planned batch's quantity and dates change, on the version the page shows. */
export function EditBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
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

  const modal = changeModalProps(edit, {
    label: 'Save',
    busy: 'Saving…',
    onClose,
    // A fresh batch puts its own values in the boxes.
    reload: async () => {
      const fresh = await reload();
      if (fresh) form.reset(formValuesOf(fresh));
    },
    clear: () => form.reset(formValuesOf(batch)),
  });

  const save = form.handleSubmit((change) => {
    if (Object.keys(changesOf(batch, form.getValues())).length === 0) return modal.onClose();
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
      {...modal}
      onSubmit={() => void save()}
    >
      <BatchFields form={form} />
    </ChangeModal>
  );
}
