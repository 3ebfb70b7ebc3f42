import type { NewMakerState } from '@makers-pantry/domain/hub-makers';
import type { UseFormReturn } from 'react-hook-form';
import { boxesOf } from '../../../../lib/form-boxes';
import styles from './new-maker-fields.module.css';
import { StoreProfileFields, type StoreProfileValues } from './store-profile-fields';

/**
 * A new maker as typed: its store profile, how it starts, and the mobile of who runs it (a box
 * only the new maker form shows; a lead's sender runs the maker made from it).
 */
export type NewMakerValues = StoreProfileValues & { state: NewMakerState; ownerMobile: string };

/** Pending by default: a maker nobody has checked should not sell (decision 031). */
export const EMPTY_NEW_MAKER: NewMakerValues = {
  storeName: '',
  categoryTag: '',
  cuisineTag: '',
  aboutSeller: '',
  leadTimeHours: '',
  state: 'pending',
  ownerMobile: '',
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
  form,
  hints = {},
}: {
  form: UseFormReturn<NewMakerValues, unknown, unknown>;
  hints?: Partial<Record<keyof StoreProfileValues, string>>;
}) {
  return (
    <>
      <StoreProfileFields
        box={boxesOf(form)}
        hints={{
          ...hints,
          storeName: hints.storeName ?? 'As customers will see it.',
          leadTimeHours: 'How long an order takes to prepare. Empty: 12 hours.',
        }}
        aboutRows={4}
      />
      <fieldset className={styles.choices}>
        <legend>It starts</legend>
        {STATE_CHOICES.map(([state, words]) => (
          <label key={state} className={styles.choice}>
            <input type="radio" value={state} {...form.register('state')} />
            {words}
          </label>
        ))}
      </fieldset>
    </>
  );
}
