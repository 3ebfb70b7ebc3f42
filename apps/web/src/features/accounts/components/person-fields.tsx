import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';
import { TextField } from '../../../components/ui/text-field';

/** The values both forms that ask who the customer is share. */
interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Each form registers the fields itself (their value types differ: the verify form's are required
 * only for a new customer), so this takes the registrations rather than the form's `register`.
 */
interface PersonFieldsProps {
  firstName: UseFormRegisterReturn<'firstName'>;
  lastName: UseFormRegisterReturn<'lastName'>;
  email: UseFormRegisterReturn<'email'>;
  errors: FieldErrors<Partial<PersonValues>>;
}

/** First name, last name and email: asked of a new customer at login, changed on the profile. */
export function PersonFields({ firstName, lastName, email, errors }: PersonFieldsProps) {
  return (
    <>
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...lastName}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...email}
      />
    </>
  );
}
