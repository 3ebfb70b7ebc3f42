import {
  MEASUREMENT_UNITS,
  variantCreateSchema,
  type HubProduct,
  type VariantCreate,
} from '@makers-pantry/domain/hub-products';
import controls from '../../../../components/ui/form-control.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * 'Create a variant': another size or pack of this product (NPI). It shares the text, photos and
 * lab report, so only its size, unit, price and (if it differs) name are asked; it starts as a
 * draft, reviewed on its own.
 */
export function VariantModal({
  product,
  pending,
  error,
  onCreate,
  onClose,
}: {
  product: HubProduct;
  pending: boolean;
  error: ApiError | null;
  onCreate: (variant: VariantCreate) => void;
  onClose: () => void;
}) {
  const form = useHubForm({
    schema: variantCreateSchema,
    defaultValues: {
      name: product.name,
      packageSize: '',
      measurementUnit: product.measurementUnit,
      price: '',
    },
    // A name left as the product's is not sent: the variant then keeps the product's.
    request: (boxes: Record<'name' | 'packageSize' | 'measurementUnit' | 'price', string>) => ({
      ...(boxes.name.trim() !== product.name ? { name: boxes.name } : {}),
      packageSize: numberOf(boxes.packageSize),
      measurementUnit: boxes.measurementUnit,
      price: numberOf(boxes.price),
    }),
  });
  const box = boxesOf(form);

  return (
    <ChangeModal
      open
      title="Create a variant"
      submitLabel={pending ? 'Creating…' : 'Create variant'}
      pending={pending}
      error={error}
      onSubmit={() => void form.handleSubmit(onCreate)()}
      onClose={onClose}
      onReload={onClose}
    >
      <p>
        Another size or pack of {product.name}, with its description, ingredients, photos and lab
        report. It starts as a draft for you to check and submit.
      </p>
      <TextField label="Name" {...box('name')} />
      <div className={controls.row}>
        <TextField label="Package size" inputMode="decimal" {...box('packageSize')} />
        <SelectField label="Unit" {...box('measurementUnit')}>
          {MEASUREMENT_UNITS.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label="Price" prefix="₹" inputMode="decimal" {...box('price')} />
    </ChangeModal>
  );
}
