import { batchReceiveSchema } from '@makers-pantry/domain/hub-batches';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CountField } from '../../../../components/ui/number-fields';
import type { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useHubForm } from '../../ui/use-hub-form';
import { firstMessage } from '../../../../lib/form-boxes';
import { useReceiveBatch, useSendReceiptPhoto } from '../api/receive-batch';
import type { BatchModalProps } from './batch-modal-props';
import styles from './receive-batch-modal.module.css';

/** How what arrived compares with the plan, as the hub counts it. */
export function arrivalText(received: number, planned: number): string {
  if (received === planned) return `As planned: ${planned} units.`;
  return received < planned
    ? `${planned - received} short of the ${planned} planned.`
    : `${received - planned} over the ${planned} planned.`;
}

/**
 * Inwarding: the hub counts what actually arrived (short or over the plan). It becomes the
 * batch's quantity; the plan is kept beside it. A photo of the receipt may go with it.
 */
export function ReceiveBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const receive = useReceiveBatch();
  const sendPhoto = useSendReceiptPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useHubForm({
    schema: batchReceiveSchema,
    defaultValues: { count: String(batch.quantity) },
    // One box: whatever the schema refuses is said under it.
    request: ({ count }: { count: string }) => ({
      version: batch.version,
      quantityReceived: count.trim() === '' ? undefined : Number(count),
    }),
  });
  const count = useWatch({ control: form.control, name: 'count' });
  const received = Number(count);
  const counted = count.trim() !== '' && Number.isInteger(received) && received > 0;

  const save = form.handleSubmit((change) =>
    receive.mutate(
      { id: batch.id, ...change },
      {
        onSuccess: (saved) => {
          toast.success(`Batch #${saved.id} received: ${saved.quantity} units.`);
          // The count is kept whatever becomes of the photo; a refused photo says why.
          // A promise rather than mutate's callbacks: the dialog is gone once the batch is received.
          if (photo)
            sendPhoto.mutateAsync({ id: saved.id, version: saved.version, photo }).then(
              () => toast.success(`Receipt photo of batch #${saved.id} kept.`),
              (problem: ApiError) =>
                toast.error(`The receipt photo was not kept: ${problem.detail}`),
            );
          setPhoto(null);
          onClose();
        },
      },
    ),
  );

  return (
    <ChangeModal
      open={open}
      title={`Mark batch #${batch.id} received`}
      {...changeModalProps(receive, {
        label: 'Mark received',
        busy: 'Saving…',
        onClose,
        reload,
        clear: () => {
          form.reset({ count: String(batch.quantity) });
          setPhoto(null);
        },
      })}
      onSubmit={() => void save()}
    >
      <p>
        {batch.product.name}: count what arrived at the hub. It is recorded as received by you, now.
      </p>
      <CountField
        label="Quantity received (units)"
        min={1}
        step={1}
        {...form.register('count')}
        error={firstMessage(form.formState.errors)}
      />
      <p className={styles.arrival} role="status">
        {counted ? arrivalText(received, batch.quantity) : ''}
      </p>
      <div className={styles.photo}>
        <label htmlFor={`receipt-${batch.id}`}>Receipt photo (optional)</label>
        <input
          id={`receipt-${batch.id}`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
        <p className={styles.hint}>
          The maker&rsquo;s note or the crates as they came, kept with the batch.
        </p>
      </div>
    </ChangeModal>
  );
}
