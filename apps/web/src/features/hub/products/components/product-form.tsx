import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@makers-pantry/domain/catalog';
import { VEG_INDICATORS } from '@makers-pantry/domain/catalog-enums';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import controls from '../../../../components/ui/form-control.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { useCategories } from '../../../../lib/categories';
import { boxesOf } from '../../../../lib/form-boxes';
import { HubOutline } from '../../ui/hub-outline';
import {
  productFormSchema,
  SPECIALITY_TAG_SUGGESTIONS,
  type ProductFields,
  type ProductFormValues,
} from '../product-form-values';
import { IngredientWarning } from './ingredient-warning';
import { PackSizeFields } from './pack-size-fields';
import { useIngredientWarning } from './use-ingredient-warning';
import styles from './product-form.module.css';

interface ProductFormProps {
  initial: ProductFormValues;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSave: (fields: ProductFields) => void;
  /** Fields the screen adds at the top (ops choose the maker of a new product). */
  before?: ReactNode;
  /** Shown above Save, e.g. why an edit was refused with Reload. */
  beforeActions?: ReactNode;
  /** Shown beside Save, e.g. Cancel on an edit. */
  secondary?: ReactNode;
}

/**
 * Every field of a product, in the order a maker thinks of them: what it is, its
 * price and pack, what is in it, what the customer reads, and how it sells. One column on a phone.
 */
export function ProductForm(props: ProductFormProps) {
  // The pickers must hold their options before the form starts: a select whose stored choice has
  // no option yet would show (and keep) 'Choose…'.
  const categories = useCategories();
  if (categories.error) return <ApiErrorView error={categories.error} />;
  if (!categories.data) return <HubOutline />;
  return <FilledForm {...props} categories={categories.data} />;
}

function FilledForm({
  initial,
  submitLabel,
  busy,
  error,
  onSave,
  before,
  beforeActions,
  secondary,
  categories,
}: ProductFormProps & { categories: Category[] }) {
  const warningId = useId();
  const tagsId = useId();
  const form = useForm<ProductFormValues, unknown, ProductFields>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, control, setValue } = form;
  const box = boxesOf(form);

  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategories = categories.find((c) => c.id === categoryId)?.subcategories ?? [];
  const warning = useIngredientWarning(useWatch({ control, name: 'ingredients' }));

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSave)} noValidate>
      {before}
      <fieldset className={controls.fieldset}>
        <legend className={controls.legend}>What it is</legend>
        <TextField label="Name" {...box('name')} />
        <div className={styles.pair}>
          <SelectField
            label="Category"
            {...box('categoryId', {
              valueAsNumber: true,
              // A subcategory belongs to its category: another category starts it again.
              onChange: () => setValue('subcategoryId', 0),
            })}
          >
            <option value={0}>Choose…</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Subcategory"
            hint={subcategories.length === 0 ? 'Choose the category first.' : undefined}
            {...box('subcategoryId', { valueAsNumber: true })}
          >
            <option value={0}>Choose…</option>
            {subcategories.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.id}>
                {subcategory.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.pair}>
          <SelectField label="Veg indicator" {...box('vegIndicator')}>
            {VEG_INDICATORS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Speciality tag (optional)"
            list={tagsId}
            hint="e.g. Millet Special"
            {...box('specialityTag')}
          />
          <datalist id={tagsId}>
            {SPECIALITY_TAG_SUGGESTIONS.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </div>
      </fieldset>

      <fieldset className={controls.fieldset}>
        <legend className={controls.legend}>Price and pack</legend>
        <TextField label="Price" prefix="₹" inputMode="decimal" {...box('price')} />
        <PackSizeFields box={box} />
      </fieldset>

      <fieldset className={controls.fieldset}>
        <legend className={controls.legend}>What is in it</legend>
        <TextAreaField
          label="Ingredients"
          hint="As on the pack, separated by commas."
          aria-describedby={warningId}
          {...box('ingredients')}
        />
        <IngredientWarning id={warningId} warning={warning} />
        <TextAreaField
          label="Allergen information"
          hint="e.g. Contains peanuts. Made in a kitchen that handles milk."
          {...box('allergenInfo')}
        />
      </fieldset>

      <fieldset className={controls.fieldset}>
        <legend className={controls.legend}>What the customer reads</legend>
        <TextAreaField label="Description" {...box('description')} />
        <TextAreaField label="Usage instructions" {...box('usageInstructions')} />
        <TextAreaField
          label="Storage"
          hint="e.g. Keep in a cool, dry place. Refrigerate after opening."
          {...box('storage')}
        />
      </fieldset>

      <fieldset className={controls.fieldset}>
        <legend className={controls.legend}>How it sells</legend>
        <label className={styles.check}>
          <input type="checkbox" {...register('canSellBeforeStocking')} />
          <span>
            Take preorders before stock arrives
            <small>Customers can order from a planned batch; it shows a Preorder tag.</small>
          </span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('showStock')} />
          <span>
            Show how many are left
            <small>
              Off: the shop says &lsquo;Out of Stock&rsquo; instead of &lsquo;Sold Out&rsquo;.
            </small>
          </span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('replaceable')} />
          <span>
            Replaceable
            <small>A customer who reports a problem with it can ask for a replacement.</small>
          </span>
        </label>
      </fieldset>

      {error && <ErrorAlert detail={error} />}
      {beforeActions}
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.save}`} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {secondary}
      </div>
    </form>
  );
}
