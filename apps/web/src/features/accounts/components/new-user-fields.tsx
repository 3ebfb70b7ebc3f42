import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { VerifyOtpFields } from '../verify-otp-schema';
import styles from './form.module.css';
import { TextField } from './text-field';

interface NewUserFieldsProps {
  register: UseFormRegister<VerifyOtpFields>;
  errors: FieldErrors<VerifyOtpFields>;
}

/** A first login also creates the account, so it asks who the customer is. */
export function NewUserFields({ register, errors }: NewUserFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>New to Makers Pantry? Tell us about you</legend>
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </fieldset>
  );
}
