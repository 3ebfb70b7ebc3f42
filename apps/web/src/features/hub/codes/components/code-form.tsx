import {
  codeCreateSchema,
  codeEditSchema,
  type HubCode,
} from '@makers-pantry/domain/hub-discounts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { fieldErrors } from '../../ui/field-errors';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { useCreateCode, useEditCode } from '../api/codes';
import { fromIstInput, istInputValue } from '../code-texts';
import styles from './code-form.module.css';

type Values = Record<
  | 'code'
  | 'percentage'
  | 'cap'
  | 'validFrom'
  | 'validTo'
  | 'minOrder'
  | 'totalUses'
  | 'usesPerCustomer',
  string
> & { isActive: boolean };

const EMPTY: Values = {
  code: '',
  percentage: '',
  cap: '',
  validFrom: '',
  validTo: '',
  minOrder: '0',
  totalUses: '',
  usesPerCustomer: '1',
  isActive: true,
};

const valuesOf = (code: HubCode): Values => ({
  code: code.code,
  percentage: String(code.percentage),
  cap: String(code.cap),
  validFrom: istInputValue(code.validFrom),
  validTo: istInputValue(code.validTo),
  minOrder: String(code.minOrder),
  totalUses: code.totalUses === null ? '' : String(code.totalUses),
  usesPerCustomer: String(code.usesPerCustomer),
  isActive: code.isActive,
});

/** A number box's value for the schema: blank is missing, so the schema names the field. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** What the API takes from the boxes (blank total uses means no limit). */
function fieldsOf(values: Values) {
  return {
    percentage: numberOf(values.percentage),
    cap: numberOf(values.cap),
    validFrom: fromIstInput(values.validFrom),
    validTo: fromIstInput(values.validTo),
    minOrder: numberOf(values.minOrder),
    totalUses: values.totalUses.trim() === '' ? null : Number(values.totalUses),
    usesPerCustomer: numberOf(values.usesPerCustomer),
    isActive: values.isActive,
  };
}

/** The fields whose boxes differ from the code as it was read. */
function changesOf(code: HubCode, values: Values) {
  const before = fieldsOf(valuesOf(code));
  return Object.fromEntries(
    Object.entries(fieldsOf(values)).filter(
      ([field, value]) => value !== before[field as keyof typeof before],
    ),
  );
}

/**
 * A discount code's rules: a new code, or an existing one edited on the version shown (only what
 * changed is sent; the code's letters never change, they are printed on flyers). Checked by the
 * server's own schema before sending; times are Indian time.
 */
export function CodeForm({
  code,
  onSaved,
  reload,
}: {
  code?: HubCode;
  onSaved: (code: HubCode) => void;
  reload?: () => void;
}) {
  const create = useCreateCode();
  const edit = useEditCode(code?.id ?? 0);
  const change = code ? edit : create;
  const [values, setValues] = useState<Values>(() => (code ? valuesOf(code) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const changes = code ? changesOf(code, values) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = fieldsOf(values);
    if (!code) {
      const parsed = codeCreateSchema.safeParse({ code: values.code, ...fields });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      create.mutate(parsed.data, {
        onSuccess: (saved) => {
          toast.success(`Code ${saved.code} created.`);
          onSaved(saved);
        },
      });
      return;
    }
    const parsed = codeEditSchema.safeParse({ version: code.version, ...changes });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    edit.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(`Code ${saved.code} saved.`);
        onSaved(saved);
      },
    });
  };

  return (
    <form className={formFrame.form} noValidate onSubmit={submit}>
      <h2 className={formFrame.title}>{code ? 'Rules' : 'New code'}</h2>
      <div className={formFrame.row}>
        {!code && (
          <TextField
            label="Code"
            value={values.code}
            autoCapitalize="characters"
            onChange={set('code')}
            error={errors.code}
            hint="Letters and digits, as customers type it: DIWALI25."
          />
        )}
        <TextField
          label="Percent off"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={values.percentage}
          onChange={set('percentage')}
          error={errors.percentage}
        />
        <TextField
          label="Cap (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          value={values.cap}
          onChange={set('cap')}
          error={errors.cap}
          hint="The most one order can save."
        />
        <TextField
          label="Minimum order (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          value={values.minOrder}
          onChange={set('minOrder')}
          error={errors.minOrder}
        />
        <TextField
          label="Starts"
          type="datetime-local"
          value={values.validFrom}
          onChange={set('validFrom')}
          error={errors.validFrom}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={values.validTo}
          onChange={set('validTo')}
          error={errors.validTo}
        />
        <TextField
          label="Total uses"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.totalUses}
          onChange={set('totalUses')}
          error={errors.totalUses}
          hint="Leave empty for no limit."
        />
        <TextField
          label="Uses per customer"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.usesPerCustomer}
          onChange={set('usesPerCustomer')}
          error={errors.usesPerCustomer}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => setValues({ ...values, isActive: event.target.checked })}
        />
        On: checkout accepts it between its start and end
      </label>
      <SaveFooter
        change={change}
        reload={reload}
        editing={Boolean(code)}
        changed={Object.keys(changes).length > 0}
        createLabel="Create code"
      />
    </form>
  );
}
