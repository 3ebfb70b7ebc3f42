import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { VerifyOtpFields } from '../verify-otp-schema';
import styles from './form.module.css';
import { PersonFields } from './person-fields';

interface NewUserFieldsProps {
  register: UseFormRegister<VerifyOtpFields>;
  errors: FieldErrors<VerifyOtpFields>;
}

/** A first login also creates the account, so it asks who the customer is. */
export function NewUserFields({ register, errors }: NewUserFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>New to Makers Pantry? Tell us about you</legend>
      <PersonFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        email={register('email')}
        errors={errors}
      />
    </fieldset>
  );
}
