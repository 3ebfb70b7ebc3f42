import { batchReceiveSchema, type HubBatch } from '@makers-pantry/domain/hub-batches';
import { useState } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { fieldErrors } from '../../ui/field-errors';
import { useReceiveBatch } from '../api/receive-batch';
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
 * batch's quantity; the plan is kept beside it.
 */
export function ReceiveBatchModal({
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
  const receive = useReceiveBatch();
  const [count, setCount] = useState(String(batch.quantity));
  const [error, setError] = useState<string | undefined>();
  const received = Number(count);
  const counted = count.trim() !== '' && Number.isInteger(received) && received > 0;

  const close = () => {
    receive.reset();
    setError(undefined);
    setCount(String(batch.quantity));
    onClose();
  };
  const submit = () => {
    const parsed = batchReceiveSchema.safeParse({
      version: batch.version,
      quantityReceived: count.trim() === '' ? undefined : received,
    });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).quantityReceived ?? parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    receive.mutate(
      { id: batch.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`Batch #${saved.id} received: ${saved.quantity} units.`);
          onClose();
        },
      },
    );
  };

  return (
    <ChangeModal
      open={open}
      title={`Mark batch #${batch.id} received`}
      submitLabel={receive.isPending ? 'Saving…' : 'Mark received'}
      pending={receive.isPending}
      error={receive.error}
      onSubmit={submit}
      onClose={close}
      onReload={async () => {
        await reload();
        receive.reset();
      }}
    >
      <p>
        {batch.product.name}: count what arrived at the hub. It is recorded as received by you, now.
      </p>
      <TextField
        label="Quantity received (units)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={error}
      />
      <p className={styles.arrival} role="status">
        {counted ? arrivalText(received, batch.quantity) : ''}
      </p>
    </ChangeModal>
  );
}
