import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { CountField } from '../../../../components/ui/number-fields';
import formFrame from '../../ui/hub-form.module.css';

/** A store profile's boxes as typed: text until the schema reads them. */
export type StoreProfileValues = Record<
  'storeName' | 'categoryTag' | 'cuisineTag' | 'aboutSeller' | 'leadTimeHours',
  string
>;

/** One box of a hub form: what `register` gives it, and the schema's sentence about it. */
export type StoreProfileBox = (
  field: keyof StoreProfileValues,
) => UseFormRegisterReturn & { error: string | undefined };

/**
 * The store profile customers see on the maker's page (name, lead time, tags, about text): the
 * same boxes whether ops create a maker, turn a lead into one, or a maker edits its own.
 * `hints` say what a box is for, or what a blank one becomes.
 */
export function StoreProfileFields({
  box,
  hints,
  aboutRows,
}: {
  box: StoreProfileBox;
  hints: Partial<Record<keyof StoreProfileValues, string>>;
  aboutRows: number;
}) {
  return (
    <>
      <div className={formFrame.row}>
        <TextField label="Store name" hint={hints.storeName} {...box('storeName')} />
        <CountField
          label="Lead time (hours)"
          min={0}
          hint={hints.leadTimeHours}
          {...box('leadTimeHours')}
        />
        <TextField label="Category tag" hint={hints.categoryTag} {...box('categoryTag')} />
        <TextField label="Cuisine tag" hint={hints.cuisineTag} {...box('cuisineTag')} />
      </div>
      <TextAreaField
        label="About the store"
        rows={aboutRows}
        hint={hints.aboutSeller}
        {...box('aboutSeller')}
      />
    </>
  );
}
