import type { NewMakerState } from '@makers-pantry/domain/hub-makers';
import { useId } from 'react';
import formStyles from '../../../../components/ui/form-control.module.css';
import { TextField } from '../../../../components/ui/text-field';
import formFrame from '../../ui/hub-form.module.css';
import styles from './new-maker-fields.module.css';

/** A new maker's store profile as typed: boxes hold text until the schema reads them. */
export type NewMakerValues = Record<
  'storeName' | 'categoryTag' | 'cuisineTag' | 'aboutSeller' | 'leadTimeHours',
  string
> & { state: NewMakerState };

/** Pending by default: a maker nobody has checked should not sell (decision 031). */
export const EMPTY_NEW_MAKER: NewMakerValues = {
  storeName: '',
  categoryTag: '',
  cuisineTag: '',
  aboutSeller: '',
  leadTimeHours: '',
  state: 'pending',
};

/**
 * The boxes as the API's fields. A blank lead time is left out (the usual 12 hours); with
 * `blankIsUnsaid` so is every blank box but the store name, for a lead whose own words fill them.
 */
export function newMakerFieldsOf(values: NewMakerValues, { blankIsUnsaid = false } = {}) {
  const said = (text: string) => (blankIsUnsaid && text.trim() === '' ? undefined : text);
  return {
    storeName: values.storeName,
    categoryTag: said(values.categoryTag),
    cuisineTag: said(values.cuisineTag),
    aboutSeller: said(values.aboutSeller),
    leadTimeHours: values.leadTimeHours.trim() === '' ? undefined : Number(values.leadTimeHours),
    state: values.state,
  };
}

/** The default first. */
const STATE_CHOICES: [NewMakerState, string][] = [
  ['pending', 'Awaiting approval: its products do not sell until ops approve it'],
  ['approved', 'Approved: its approved products sell at once'],
];

/**
 * A new maker's store profile and how it starts: the fields ops type when they create a maker,
 * from scratch or from a lead (`hints` say what a blank box becomes).
 */
export function NewMakerFields({
  values,
  errors,
  onChange,
  hints = {},
}: {
  values: NewMakerValues;
  errors: Record<string, string>;
  onChange: (values: NewMakerValues) => void;
  hints?: Partial<Record<keyof NewMakerValues, string>>;
}) {
  const aboutId = useId();
  const set = (field: keyof NewMakerValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const aboutMessage = errors.aboutSeller ?? hints.aboutSeller;
  return (
    <>
      <div className={formFrame.row}>
        <TextField
          label="Store name"
          value={values.storeName}
          onChange={set('storeName')}
          error={errors.storeName}
          hint={hints.storeName ?? 'As customers will see it.'}
        />
        <TextField
          label="Lead time (hours)"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.leadTimeHours}
          onChange={set('leadTimeHours')}
          error={errors.leadTimeHours}
          hint="How long an order takes to prepare. Empty: 12 hours."
        />
        <TextField
          label="Category tag"
          value={values.categoryTag}
          onChange={set('categoryTag')}
          error={errors.categoryTag}
          hint={hints.categoryTag}
        />
        <TextField
          label="Cuisine tag"
          value={values.cuisineTag}
          onChange={set('cuisineTag')}
          error={errors.cuisineTag}
          hint={hints.cuisineTag}
        />
      </div>
      <div className={styles.about}>
        <label htmlFor={aboutId} className={styles.label}>
          About the store
        </label>
        <textarea
          id={aboutId}
          className={formStyles.control}
          rows={4}
          value={values.aboutSeller}
          onChange={set('aboutSeller')}
          aria-invalid={errors.aboutSeller ? true : undefined}
          aria-describedby={aboutMessage ? `${aboutId}-message` : undefined}
        />
        {aboutMessage && (
          <p
            id={`${aboutId}-message`}
            className={errors.aboutSeller ? formStyles.error : formStyles.hint}
          >
            {aboutMessage}
          </p>
        )}
      </div>
      <fieldset className={styles.choices}>
        <legend>It starts</legend>
        {STATE_CHOICES.map(([state, words]) => (
          <label key={state} className={styles.choice}>
            <input
              type="radio"
              name={`${aboutId}-state`}
              checked={values.state === state}
              onChange={() => onChange({ ...values, state })}
            />
            {words}
          </label>
        ))}
      </fieldset>
    </>
  );
}
