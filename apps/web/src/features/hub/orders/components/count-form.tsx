import { cashHandoverSchema, type CashRun } from '@makers-pantry/domain/hub-cash';
import { formatRupees } from '@makers-pantry/domain/money';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import { fieldErrors } from '../../ui/field-errors';
import { useRecordCount } from '../api/cash-run';
import styles from '../screens/cash-screen.module.css';

/** The cash a run brought back, counted at the hub; sent again, it corrects the last count. */
export function CountForm({ run, reload }: { run: CashRun; reload: () => void }) {
  const record = useRecordCount();
  const [counted, setCounted] = useState(run.handover ? String(run.handover.counted) : '');
  const [note, setNote] = useState(run.handover?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cashHandoverSchema.safeParse({
      slot: run.slot.id,
      counted: counted.trim() === '' ? undefined : Number(counted),
      ...(note.trim() && { note: note.trim() }),
      ...(run.handover && { version: run.handover.version }),
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(
        found.counted ? found : { counted: 'Enter the cash counted, in rupees.', ...found },
      );
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: (saved) =>
        toast.success(`Counted ${formatRupees(saved.handover?.counted ?? 0)} recorded.`),
    });
  };

  return (
    <form className={styles.count} noValidate onSubmit={submit}>
      <h2 className={styles.subhead}>{run.handover ? 'Correct the count' : 'Count the cash'}</h2>
      <TextField
        label="Cash counted at the hub (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={counted}
        onChange={(event) => setCounted(event.target.value)}
        error={errors.counted}
      />
      <TextField
        label="Note (optional)"
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      {record.error && (
        <ChangeError
          error={record.error}
          onReload={() => {
            record.reset();
            reload();
          }}
        />
      )}
      <button type="submit" className="button" disabled={record.isPending}>
        {record.isPending ? 'Saving…' : 'Record the count'}
      </button>
    </form>
  );
}
