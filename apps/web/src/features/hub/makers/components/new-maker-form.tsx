import { makerCreateSchema, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import { SubmitButton } from '../../ui/submit-button';
import formFrame from '../../ui/hub-form.module.css';
import { useHubForm } from '../../ui/use-hub-form';
import { problemAt } from '../../../../lib/form-boxes';
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
  const form = useHubForm({
    schema: makerCreateSchema,
    defaultValues: EMPTY_NEW_MAKER,
    request: (values: typeof EMPTY_NEW_MAKER) => ({
      ...newMakerFieldsOf(values),
      ...(values.ownerMobile.trim() && { ownerMobile: values.ownerMobile.trim() }),
    }),
  });
  const save = form.handleSubmit((maker) =>
    create.mutate(maker, {
      onSuccess: (created) => {
        toast.success(`${created.storeName} created.`);
        onCreated(created);
      },
    }),
  );

  return (
    <form className={formFrame.form} noValidate onSubmit={save}>
      <h2 className={formFrame.title}>Store profile</h2>
      <NewMakerFields form={form} />
      <TextField
        label="Run by (mobile, optional)"
        className={styles.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        prefix="+91"
        maxLength={10}
        error={problemAt(form.formState.errors, 'ownerMobile')}
        hint="Their login gets the seller role and this store. They must have logged in once."
        {...form.register('ownerMobile')}
      />
      <ChangeError error={create.error} onReload={() => create.reset()} />
      <div className={formFrame.actions}>
        <SubmitButton change={create} busy="Creating…">
          Create maker
        </SubmitButton>
      </div>
    </form>
  );
}
