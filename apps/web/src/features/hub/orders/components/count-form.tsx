import { cashHandoverSchema, type CashRun } from '@makers-pantry/domain/hub-cash';
import { formatRupees } from '@makers-pantry/domain/money';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
import { useRecordCount } from '../api/cash-run';
import { SubmitButton } from '../../ui/submit-button';
import styles from '../screens/cash-screen.module.css';

/** The cash a run brought back, counted at the hub; sent again, it corrects the last count. */
export function CountForm({ run, reload }: { run: CashRun; reload: () => void }) {
  const record = useRecordCount();
  const start = {
    counted: run.handover ? String(run.handover.counted) : '',
    note: run.handover?.note ?? '',
  };
  const form = useHubForm({
    schema: cashHandoverSchema,
    defaultValues: start,
    // A correction goes on the count's version; a blank note is left out.
    request: ({ counted, note }: typeof start) => ({
      slot: run.slot.id,
      counted: counted.trim() === '' ? undefined : Number(counted),
      ...(note.trim() && { note: note.trim() }),
      ...(run.handover && { version: run.handover.version }),
    }),
  });
  const box = boxesOf(form);
  const submit = form.handleSubmit((count) =>
    record.mutate(count, {
      onSuccess: (saved) =>
        toast.success(`Counted ${formatRupees(saved.handover?.counted ?? 0)} recorded.`),
    }),
  );

  return (
    <form className={styles.count} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={styles.subhead}>{run.handover ? 'Correct the count' : 'Count the cash'}</h2>
      <TextField
        label="Cash counted at the hub (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        {...box('counted')}
      />
      <TextField label="Note (optional)" maxLength={300} {...box('note')} />
      {record.error && (
        <ChangeError
          error={record.error}
          onReload={() => {
            record.reset();
            reload();
          }}
        />
      )}
      <SubmitButton change={record} busy="Saving…">
        Record the count
      </SubmitButton>
    </form>
  );
}
