import { useState } from 'react';
import {
  BATCH_CORRECTION_REASONS,
  BATCH_CORRECTION_WORDS,
  batchCorrectionSchema,
  batchRecallSchema,
  type BatchCorrectionReason,
  type HubBatch,
} from '@makers-pantry/domain/hub-batches';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { useCorrectBatch, useRecallBatch, useWriteOffBatch } from '../api/correct-batch';
import { RecallReach } from './batch-orders';

interface Props {
  batch: HubBatch;
  open: boolean;
  onClose: () => void;
  reload: () => Promise<HubBatch | undefined>;
}

/** Units found on the shelf are added; damaged or spoiled ones come off what is left. */
export function CorrectBatchModal({ batch, open, onClose, reload }: Props) {
  const correct = useCorrectBatch();
  const [reason, setReason] = useState<BatchCorrectionReason>('damaged');
  const [units, setUnits] = useState('1');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const close = () => {
    correct.reset();
    setProblem(undefined);
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      title={`Correct the count of batch #${batch.id}`}
      submitLabel={correct.isPending ? 'Saving…' : 'Save the count'}
      pending={correct.isPending}
      error={correct.error}
      onClose={close}
      onReload={async () => {
        await reload();
        correct.reset();
      }}
      onSubmit={() => {
        // Checked here with the server's own rules: a blank or 0 count is said before sending.
        const parsed = batchCorrectionSchema.safeParse({
          version: batch.version,
          reason,
          units: units.trim() === '' ? undefined : Number(units),
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        if (!parsed.success)
          return setProblem(parsed.error.issues[0]?.message ?? 'Enter the number of units.');
        setProblem(undefined);
        correct.mutate(
          { id: batch.id, ...parsed.data },
          {
            onSuccess: (saved) => {
              toast.success(`Batch #${saved.id} now has ${saved.quantityRemaining} left.`);
              onClose();
            },
          },
        );
      }}
    >
      <p>
        {batch.quantityRemaining} left on the shelf; orders took {batch.quantityOrdered}.
      </p>
      <fieldset>
        <legend>Why the count changes</legend>
        {BATCH_CORRECTION_REASONS.map((value) => (
          <label key={value} className="radio-row">
            <input
              type="radio"
              name="correction-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />{' '}
            {BATCH_CORRECTION_WORDS[value]}
            {value === 'found' ? ' (adds units)' : ' (takes units off)'}
          </label>
        ))}
      </fieldset>
      <label>
        Units
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={units}
          onChange={(event) => setUnits(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <label>
        Note (optional)
        <input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </label>
    </ChangeModal>
  );
}

/** What is left of the batch leaves the shelf for good. */
export function WriteOffBatchModal({ batch, open, onClose, reload }: Props) {
  const writeOff = useWriteOffBatch();
  const [reason, setReason] = useState<'damaged' | 'expired_early'>('damaged');
  const [note, setNote] = useState('');
  const close = () => {
    writeOff.reset();
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Write off batch #${batch.id}?`}
      submitLabel={writeOff.isPending ? 'Writing off…' : 'Write off'}
      pending={writeOff.isPending}
      error={writeOff.error}
      onClose={close}
      onReload={async () => {
        await reload();
        writeOff.reset();
      }}
      onSubmit={() =>
        writeOff.mutate(
          {
            id: batch.id,
            version: batch.version,
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
          },
          {
            onSuccess: (saved) => {
              toast.success(`Batch #${saved.id} written off.`);
              onClose();
            },
          },
        )
      }
    >
      <p>The {batch.quantityRemaining} units left stop selling at once, for good.</p>
      <fieldset>
        <legend>Why</legend>
        {(['damaged', 'expired_early'] as const).map((value) => (
          <label key={value} className="radio-row">
            <input
              type="radio"
              name="write-off-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />{' '}
            {BATCH_CORRECTION_WORDS[value]}
          </label>
        ))}
      </fieldset>
      <label>
        Note (optional)
        <input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </label>
    </ChangeModal>
  );
}

/** A recall stops the batch at once; the answer lists every order and customer to call. */
export function RecallBatchModal({ batch, open, onClose, reload }: Props) {
  const recall = useRecallBatch();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const close = () => {
    recall.reset();
    setProblem(undefined);
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Recall batch #${batch.id}?`}
      submitLabel={recall.isPending ? 'Recalling…' : 'Recall'}
      pending={recall.isPending}
      error={recall.error}
      onClose={close}
      onReload={async () => {
        await reload();
        recall.reset();
      }}
      onSubmit={() => {
        const parsed = batchRecallSchema.safeParse({
          version: batch.version,
          reason: reason.trim(),
        });
        if (!parsed.success)
          return setProblem(parsed.error.issues[0]?.message ?? 'Write why the batch is recalled.');
        setProblem(undefined);
        recall.mutate(
          { id: batch.id, ...parsed.data },
          {
            onSuccess: (done) => {
              toast.success(done.detail);
              onClose();
            },
          },
        );
      }}
    >
      <p>The batch stops selling at once, for good.</p>
      {open && <RecallReach batchId={batch.id} />}
      <label>
        Why (the notes say it)
        <input
          value={reason}
          maxLength={300}
          required
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p role="alert">{problem}</p>}
    </ChangeModal>
  );
}
