import {
  codeCreateSchema,
  codeEditSchema,
  type CodeCreate,
  type CodeEdit,
  type HubCode,
} from '@makers-pantry/domain/hub-discounts';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { CountField, RupeesField } from '../../../../components/ui/number-fields';
import { toast } from '../../../../lib/toast';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
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
  // A new code is checked by the create schema with its letters; an edit by the edit schema,
  // with only what changed and the version shown.
  const form = useHubForm({
    schema: code ? codeEditSchema : codeCreateSchema,
    defaultValues: code ? valuesOf(code) : EMPTY,
    request: (values: Values) =>
      code
        ? { version: code.version, ...changesOf(code, values) }
        : { code: values.code, ...fieldsOf(values) },
  });
  const values = useWatch({ control: form.control }) as Values;
  const changes = code ? changesOf(code, values) : {};
  const box = boxesOf(form);

  const save = form.handleSubmit((parsed) => {
    if (!code)
      return create.mutate(parsed as CodeCreate, {
        onSuccess: (saved) => {
          toast.success(`Code ${saved.code} created.`);
          onSaved(saved);
        },
      });
    edit.mutate(parsed as CodeEdit, {
      onSuccess: (saved) => {
        toast.success(`Code ${saved.code} saved.`);
        onSaved(saved);
      },
    });
  });

  return (
    <form className={formFrame.form} noValidate onSubmit={save}>
      <h2 className={formFrame.title}>{code ? 'Rules' : 'New code'}</h2>
      <div className={formFrame.row}>
        {!code && (
          <TextField
            label="Code"
            autoCapitalize="characters"
            {...box('code')}
            hint="Letters and digits, as customers type it: DIWALI25."
          />
        )}
        <CountField label="Percent off" min={1} max={100} {...box('percentage')} />
        <RupeesField label="Cap (₹)" {...box('cap')} hint="The most one order can save." />
        <RupeesField label="Minimum order (₹)" {...box('minOrder')} />
        <TextField label="Starts" type="datetime-local" {...box('validFrom')} />
        <TextField label="Ends" type="datetime-local" {...box('validTo')} />
        <CountField
          label="Total uses"
          min={1}
          {...box('totalUses')}
          hint="Leave empty for no limit."
        />
        <CountField label="Uses per customer" min={1} {...box('usesPerCustomer')} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('isActive')} />
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
