import { makerCreateSchema, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import { fieldErrors } from '../../ui/field-errors';
import formFrame from '../../ui/hub-form.module.css';
import { useCreateMaker } from '../api/create-maker';
import { EMPTY_NEW_MAKER, NewMakerFields, newMakerFieldsOf } from './new-maker-fields';
import styles from './new-maker-form.module.css';

/**
 * A maker made from scratch (decision 031): its store profile, how it starts, and optionally
 * the mobile of the person who runs it, whose login gets the seller role. Checked by the
 * server's own schema first; the server's sentence says why a mobile cannot have the store.
 */
export function NewMakerForm({ onCreated }: { onCreated: (maker: HubMaker) => void }) {
  const create = useCreateMaker();
  const [values, setValues] = useState(EMPTY_NEW_MAKER);
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = makerCreateSchema.safeParse({
      ...newMakerFieldsOf(values),
      ...(mobile.trim() && { ownerMobile: mobile.trim() }),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (maker) => {
        toast.success(`${maker.storeName} created.`);
        onCreated(maker);
      },
    });
  };

  return (
    <form className={formFrame.form} noValidate onSubmit={submit}>
      <h2 className={formFrame.title}>Store profile</h2>
      <NewMakerFields values={values} errors={errors} onChange={setValues} />
      <TextField
        label="Run by (mobile, optional)"
        className={styles.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        prefix="+91"
        maxLength={10}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={errors.ownerMobile}
        hint="Their login gets the seller role and this store. They must have logged in once."
      />
      <ChangeError error={create.error} onReload={() => create.reset()} />
      <div className={formFrame.actions}>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create maker'}
        </button>
      </div>
    </form>
  );
}
