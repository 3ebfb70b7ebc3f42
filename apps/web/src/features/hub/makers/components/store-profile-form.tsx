import { makerEditSchema, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { useId, useState } from 'react';
import formStyles from '../../../../components/ui/form-control.module.css';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import { fieldErrors } from '../../ui/field-errors';
import { useEditMaker } from '../api/edit-maker';
import formFrame from '../../ui/hub-form.module.css';
import styles from './store-profile-form.module.css';

type ProfileValues = Record<
  'storeName' | 'categoryTag' | 'cuisineTag' | 'aboutSeller' | 'leadTimeHours',
  string
>;

const valuesOf = (maker: HubMaker): ProfileValues => ({
  storeName: maker.storeName,
  categoryTag: maker.categoryTag,
  cuisineTag: maker.cuisineTag,
  aboutSeller: maker.aboutSeller,
  leadTimeHours: String(maker.leadTimeHours),
});

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
  const aboutId = useId();
  const [values, setValues] = useState(() => valuesOf(maker));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = valuesOf(maker);
  const changed = (Object.keys(values) as (keyof ProfileValues)[]).filter(
    (field) => values[field] !== saved[field],
  );
  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    for (const field of changed)
      changes[field] =
        field === 'leadTimeHours'
          ? values.leadTimeHours.trim() === ''
            ? Number.NaN
            : Number(values.leadTimeHours)
          : values[field];
    const parsed = makerEditSchema.safeParse({ version: maker.version, ...changes });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    edit.mutate(
      { id: maker.id, ...parsed.data },
      {
        onSuccess: (fresh) => {
          setValues(valuesOf(fresh));
          toast.success('Store profile saved.');
        },
      },
    );
  };

  return (
    <form
      className={formFrame.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${aboutId}-title`}
    >
      <h2 id={`${aboutId}-title`} className={formFrame.title}>
        Store profile
      </h2>
      <div className={formFrame.row}>
        <TextField
          label="Store name"
          value={values.storeName}
          onChange={set('storeName')}
          error={errors.storeName}
        />
        <TextField
          label="Lead time (hours)"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.leadTimeHours}
          onChange={set('leadTimeHours')}
          error={errors.leadTimeHours}
          hint="How long an order takes to prepare."
        />
        <TextField
          label="Category tag"
          value={values.categoryTag}
          onChange={set('categoryTag')}
          error={errors.categoryTag}
        />
        <TextField
          label="Cuisine tag"
          value={values.cuisineTag}
          onChange={set('cuisineTag')}
          error={errors.cuisineTag}
        />
      </div>
      <div className={styles.about}>
        <label htmlFor={aboutId} className={styles.label}>
          About the store
        </label>
        <textarea
          id={aboutId}
          className={formStyles.control}
          rows={5}
          value={values.aboutSeller}
          onChange={set('aboutSeller')}
          aria-invalid={errors.aboutSeller ? true : undefined}
          aria-describedby={errors.aboutSeller ? `${aboutId}-error` : undefined}
        />
        {errors.aboutSeller && (
          <p id={`${aboutId}-error`} className={formStyles.error}>
            {errors.aboutSeller}
          </p>
        )}
      </div>
      <ChangeError
        error={edit.error}
        onReload={async () => {
          const fresh = await reload();
          edit.reset();
          if (fresh) setValues(valuesOf(fresh));
        }}
      />
      <div className={formFrame.actions}>
        <button
          type="button"
          className="button button-secondary"
          disabled={changed.length === 0 || edit.isPending}
          onClick={() => {
            setValues(saved);
            setErrors({});
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
