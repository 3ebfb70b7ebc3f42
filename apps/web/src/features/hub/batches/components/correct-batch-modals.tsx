import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  BATCH_CORRECTION_REASONS,
  BATCH_CORRECTION_WORDS,
  batchCorrectionSchema,
  batchRecallSchema,
  batchWriteOffSchema,
  type BatchCorrectionReason,
  type BatchWriteOff,
} from '@makers-pantry/domain/hub-batches';
import { toast } from '../../../../lib/toast';
import { TextField } from '../../../../components/ui/text-field';
import { CountField } from '../../../../components/ui/number-fields';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useHubForm } from '../../ui/use-hub-form';
import { problemAt } from '../../../../lib/form-boxes';
import { useCorrectBatch, useRecallBatch, useWriteOffBatch } from '../api/correct-batch';
import type { BatchModalProps } from './batch-modal-props';
import { RecallReach } from './batch-orders';

/** A note box as typed: left out of the request when blank. */
const noteOf = (note: string) => (note.trim() ? { note: note.trim() } : {});

/** Units found on the shelf are added; damaged or spoiled ones come off what is left. */
export function CorrectBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const correct = useCorrectBatch();
  const start = { reason: 'damaged' as BatchCorrectionReason, units: '1', note: '' };
  // Checked with the server's own rules: a blank or 0 count is said before sending.
  const form = useHubForm({
    schema: batchCorrectionSchema,
    defaultValues: start,
    request: ({ reason, units, note }: typeof start) => ({
      version: batch.version,
      reason,
      units: units.trim() === '' ? undefined : Number(units),
      ...noteOf(note),
    }),
  });
  return (
    <ChangeModal
      open={open}
      title={`Correct the count of batch #${batch.id}`}
      {...changeModalProps(correct, {
        label: 'Save the count',
        busy: 'Saving…',
        onClose,
        reload,
        clear: () => form.clearErrors(),
      })}
      onSubmit={() =>
        void form.handleSubmit((change) =>
          correct.mutate(
            { id: batch.id, ...change },
            {
              onSuccess: (saved) => {
                toast.success(`Batch #${saved.id} now has ${saved.quantityRemaining} left.`);
                onClose();
              },
            },
          ),
        )()
      }
    >
      <p>
        {batch.quantityRemaining} left on the shelf; orders took {batch.quantityOrdered}.
      </p>
      <fieldset>
        <legend>Why the count changes</legend>
        {BATCH_CORRECTION_REASONS.map((value) => (
          <label key={value} className="radio-row">
            <input type="radio" value={value} {...form.register('reason')} />{' '}
            {BATCH_CORRECTION_WORDS[value]}
            {value === 'found' ? ' (adds units)' : ' (takes units off)'}
          </label>
        ))}
      </fieldset>
      <CountField
        label="Units"
        min={1}
        error={problemAt(form.formState.errors, 'units')}
        {...form.register('units')}
      />
      <NoteField
        register={form.register('note')}
        problem={problemAt(form.formState.errors, 'note')}
      />
    </ChangeModal>
  );
}

/** What is left of the batch leaves the shelf for good. */
export function WriteOffBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const writeOff = useWriteOffBatch();
  const start = { reason: 'damaged' as BatchWriteOff['reason'], note: '' };
  const form = useHubForm({
    schema: batchWriteOffSchema,
    defaultValues: start,
    request: ({ reason, note }: typeof start) => ({
      version: batch.version,
      reason,
      ...noteOf(note),
    }),
  });
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Write off batch #${batch.id}?`}
      {...changeModalProps(writeOff, { label: 'Write off', busy: 'Writing off…', onClose, reload })}
      onSubmit={() =>
        void form.handleSubmit((change) =>
          writeOff.mutate(
            { id: batch.id, ...change },
            {
              onSuccess: (saved) => {
                toast.success(`Batch #${saved.id} written off.`);
                onClose();
              },
            },
          ),
        )()
      }
    >
      <p>The {batch.quantityRemaining} units left stop selling at once, for good.</p>
      <fieldset>
        <legend>Why</legend>
        {(['damaged', 'expired_early'] as const).map((value) => (
          <label key={value} className="radio-row">
            <input type="radio" value={value} {...form.register('reason')} />{' '}
            {BATCH_CORRECTION_WORDS[value]}
          </label>
        ))}
      </fieldset>
      <NoteField
        register={form.register('note')}
        problem={problemAt(form.formState.errors, 'note')}
      />
    </ChangeModal>
  );
}

/** A recall stops the batch at once; the answer lists every order and customer to call. */
export function RecallBatchModal({ batch, open, onClose, reload }: BatchModalProps) {
  const recall = useRecallBatch();
  const form = useHubForm({
    schema: batchRecallSchema,
    defaultValues: { reason: '' },
    request: ({ reason }: { reason: string }) => ({
      version: batch.version,
      reason: reason.trim(),
    }),
  });
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Recall batch #${batch.id}?`}
      {...changeModalProps(recall, {
        label: 'Recall',
        busy: 'Recalling…',
        onClose,
        reload,
        clear: () => form.clearErrors(),
      })}
      onSubmit={() =>
        void form.handleSubmit((change) =>
          recall.mutate(
            { id: batch.id, ...change },
            {
              onSuccess: (done) => {
                toast.success(done.detail);
                onClose();
              },
            },
          ),
        )()
      }
    >
      <p>The batch stops selling at once, for good.</p>
      {open && <RecallReach batchId={batch.id} />}
      <TextField
        label="Why (the notes say it)"
        maxLength={300}
        required
        error={problemAt(form.formState.errors, 'reason')}
        {...form.register('reason')}
      />
    </ChangeModal>
  );
}

/** The optional note a correction or write-off keeps in the batch's history. */
function NoteField({
  register,
  problem,
}: {
  register: UseFormRegisterReturn<'note'>;
  problem: string | undefined;
}) {
  return <TextField label="Note (optional)" maxLength={500} error={problem} {...register} />;
}
