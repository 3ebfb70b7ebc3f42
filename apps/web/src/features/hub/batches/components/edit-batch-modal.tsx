import { batchEditSchema, type HubBatch } from '@makers-pantry/domain/hub-batches';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { fieldErrors } from '../../ui/field-errors';
import { useEditBatch } from '../api/edit-batch';
import { batchFields, formValuesOf, type BatchFormValues } from '../batch-form-values';
import { BatchFields } from './batch-fields';

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
  const [values, setValues] = useState<BatchFormValues>(() => formValuesOf(batch));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    edit.reset();
    setErrors({});
    setValues(formValuesOf(batch));
    onClose();
  };

  const submit = () => {
    const was = batchFields(formValuesOf(batch));
    const now = batchFields(values);
    // Only what changed is sent: the history then shows exactly what this edit did.
    const changes = Object.fromEntries(
      Object.entries(now).filter(([field, value]) => was[field as keyof typeof was] !== value),
    );
    const parsed = batchEditSchema.safeParse({ version: batch.version, ...changes });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (Object.keys(changes).length === 0) return close();
    edit.mutate(
      { id: batch.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`Batch #${saved.id} saved.`);
          onClose();
        },
      },
    );
  };

  return (
    <ChangeModal
      open={open}
      title={`Edit batch #${batch.id}`}
      submitLabel={edit.isPending ? 'Saving…' : 'Save'}
      pending={edit.isPending}
      error={edit.error}
      onSubmit={submit}
      onClose={close}
      onReload={async () => {
        const fresh = await reload();
        edit.reset();
        if (fresh) setValues(formValuesOf(fresh));
      }}
    >
      <BatchFields values={values} errors={errors} onChange={setValues} />
    </ChangeModal>
  );
}
