import { MEASUREMENT_UNITS } from '@makers-pantry/domain/hub-products';
import type { UseFormRegisterReturn } from 'react-hook-form';
import controls from '../../../../components/ui/form-control.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';

/** A form's box as `boxesOf` gives it: tied to the form, with the schema's sentence about it. */
type Box = UseFormRegisterReturn & { error: string | undefined };

/** A product's or a variant's pack: its size and unit side by side (250 g, 1 l, 6 pieces). */
export function PackSizeFields({
  box,
}: {
  box: (field: 'packageSize' | 'measurementUnit') => Box;
}) {
  return (
    <div className={controls.row}>
      <TextField label="Package size" inputMode="decimal" {...box('packageSize')} />
      <SelectField label="Unit" {...box('measurementUnit')}>
        {MEASUREMENT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
