import { makerEditSchema, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import formFrame from '../../ui/hub-form.module.css';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
import { useEditMaker } from '../api/edit-maker';
import { StoreProfileFields, type StoreProfileValues } from './store-profile-fields';

const valuesOf = (maker: HubMaker): StoreProfileValues => ({
  storeName: maker.storeName,
  categoryTag: maker.categoryTag,
  cuisineTag: maker.cuisineTag,
  aboutSeller: maker.aboutSeller,
  leadTimeHours: String(maker.leadTimeHours),
});

/** The boxes that differ from the stored profile. */
const changedOf = (values: StoreProfileValues, saved: StoreProfileValues) =>
  (Object.keys(values) as (keyof StoreProfileValues)[]).filter(
    (field) => values[field] !== saved[field],
  );

/**
 * The store profile customers see on the maker's page: name, tags, about text and lead time.
 * Only changed fields are sent, on the version shown.
 */
export function StoreProfileForm({
  maker,
  reload,
}: {
  maker: HubMaker;
  reload: () => Promise<HubMaker | undefined>;
}) {
  const edit = useEditMaker();
  const titleId = useId();
  const saved = valuesOf(maker);
  const form = useHubForm({
    schema: makerEditSchema,
    defaultValues: saved,
    request: (values: StoreProfileValues) => {
      const changes: Record<string, unknown> = { version: maker.version };
      for (const field of changedOf(values, saved))
        changes[field] =
          field === 'leadTimeHours'
            ? values.leadTimeHours.trim() === ''
              ? Number.NaN
              : Number(values.leadTimeHours)
            : values[field];
      return changes;
    },
  });
  const changed = changedOf(useWatch({ control: form.control }) as StoreProfileValues, saved);
  const save = form.handleSubmit((change) =>
    edit.mutate(
      { id: maker.id, ...change },
      {
        onSuccess: (fresh) => {
          form.reset(valuesOf(fresh));
          toast.success('Store profile saved.');
        },
      },
    ),
  );

  return (
    <form className={formFrame.form} onSubmit={save} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={formFrame.title}>
        Store profile
      </h2>
      <StoreProfileFields
        box={boxesOf(form)}
        hints={{ leadTimeHours: 'How long an order takes to prepare.' }}
        aboutRows={5}
      />
      <ChangeError
        error={edit.error}
        onReload={async () => {
          const fresh = await reload();
          edit.reset();
          if (fresh) form.reset(valuesOf(fresh));
        }}
      />
      <div className={formFrame.actions}>
        <button
          type="button"
          className="button button-secondary"
          disabled={changed.length === 0 || edit.isPending}
          onClick={() => {
            form.reset(saved);
            edit.reset();
          }}
        >
          Undo changes
        </button>
        <button type="submit" className="button" disabled={changed.length === 0 || edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
