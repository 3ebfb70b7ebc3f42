import {
  MEASUREMENT_UNITS,
  variantCreateSchema,
  type HubProduct,
  type VariantCreate,
} from '@makers-pantry/domain/hub-products';
import { useState } from 'react';
import controls from '../../../../components/ui/form-control.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { ApiError } from '../../../../lib/api';
import { ChangeModal } from '../../ui/change-modal';
import { fieldErrors } from '../../ui/field-errors';

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
  const [name, setName] = useState(product.name);
  const [packageSize, setPackageSize] = useState('');
  const [unit, setUnit] = useState(product.measurementUnit);
  const [price, setPrice] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = variantCreateSchema.safeParse({
      ...(name.trim() !== product.name ? { name } : {}),
      packageSize: numberOf(packageSize),
      measurementUnit: unit,
      price: numberOf(price),
    });
    if (!parsed.success) {
      setProblems(fieldErrors(parsed.error));
      return;
    }
    setProblems({});
    onCreate(parsed.data);
  };

  return (
    <ChangeModal
      open
      title="Create a variant"
      submitLabel={pending ? 'Creating…' : 'Create variant'}
      pending={pending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      onReload={onClose}
    >
      <p>
        Another size or pack of {product.name}, with its description, ingredients, photos and lab
        report. It starts as a draft for you to check and submit.
      </p>
      <TextField
        label="Name"
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={controls.row}>
        <TextField
          label="Package size"
          inputMode="decimal"
          value={packageSize}
          error={problems.packageSize}
          onChange={(event) => setPackageSize(event.target.value)}
        />
        <SelectField
          label="Unit"
          value={unit}
          error={problems.measurementUnit}
          onChange={(event) => setUnit(event.target.value)}
        >
          {MEASUREMENT_UNITS.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Price"
        prefix="₹"
        inputMode="decimal"
        value={price}
        error={problems.price}
        onChange={(event) => setPrice(event.target.value)}
      />
    </ChangeModal>
  );
}
