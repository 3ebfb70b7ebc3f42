import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_ADDRESS_LABEL } from '@makers-pantry/domain/addresses';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { boxesOf } from '../../../lib/form-boxes';
import { readStoredLogin } from '../../../lib/session';
import { addressFormSchema, type AddressFormValues } from '../address-form-schema';
import { ADDRESS_TEXTS } from '../address-texts';
import styles from './address-form.module.css';

interface AddressFormProps {
  /** Map addresses without a postcode from the map ask for one. */
  needsPincode: boolean;
  saving: boolean;
  error: string | null;
  onSave: (values: AddressFormValues) => void;
  /** A saved address being edited: its values instead of the empty form's. */
  initial?: AddressFormValues;
}

/** Door, tower, receiver and label: the same form for a known apartment and for a map pin. */
export function AddressForm({ needsPincode, saving, error, onSave, initial }: AddressFormProps) {
  const login = readStoredLogin();
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema(needsPincode)),
    defaultValues: initial ?? {
      doorNum: '',
      buildingDetails: '',
      name: login ? `${login.firstName} ${login.lastName}`.trim() : '',
      mobile: login?.mobile ?? '',
      label: DEFAULT_ADDRESS_LABEL,
      isDefault: false,
      pincode: '',
    },
  });
  const box = boxesOf(form);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSave)} noValidate>
      <TextField
        label="Door / Flat / House number"
        autoComplete="address-line1"
        {...box('doorNum')}
      />
      <TextField
        label="Tower / Building (optional)"
        autoComplete="address-line2"
        {...box('buildingDetails')}
      />
      {needsPincode && (
        <TextField
          label="Pin code"
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...box('pincode')}
        />
      )}
      <TextField label="Receiver's name" autoComplete="name" {...box('name')} />
      <TextField
        label="Receiver's mobile number"
        prefix="+91"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        hint={ADDRESS_TEXTS.mobileHint}
        {...box('mobile')}
      />
      <TextField label="Save as (Home, Work…)" {...box('label')} />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('isDefault')} /> Make this my default address
      </label>
      {error && <ErrorAlert detail={error} />}
      <button type="submit" className={`button ${styles.submit}`} disabled={saving}>
        {saving ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}
