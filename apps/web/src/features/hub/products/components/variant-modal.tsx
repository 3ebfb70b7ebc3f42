import {
  variantCreateSchema,
  type HubProduct,
  type VariantCreate,
} from '@makers-pantry/domain/hub-products';
import { TextField } from '../../../../components/ui/text-field';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
import { PackSizeFields } from './pack-size-fields';

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
      <PackSizeFields box={box} />
      <TextField label="Price" prefix="₹" inputMode="decimal" {...box('price')} />
    </ChangeModal>
  );
}
