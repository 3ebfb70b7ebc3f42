import { zodResolver } from '@hookform/resolvers/zod';
import { formatMobile, profileUpdateSchema, type Profile } from '@makers-pantry/domain/accounts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PROFILE_UPDATED } from '../account-texts';
import { useUpdateProfile } from '../api/update-profile';
import { formErrorText } from '../form-error-text';
import styles from './form.module.css';
import { PersonFields } from './person-fields';
import { TextField } from '../../../components/ui/text-field';

/** Names and email can change; the mobile number is the login itself, so it is only shown. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
    },
  });

  const onSubmit = handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        // The saved values become the new starting point, so Update is disabled again.
        reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
        toast.success(PROFILE_UPDATED);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="Mobile number"
        prefix="+91"
        value={formatMobile(profile.mobile)}
        readOnly
        hint="Your mobile number is your login, so it cannot be changed here."
      />
      <PersonFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        email={register('email')}
        errors={errors}
      />
      {update.error && <ErrorAlert detail={formErrorText(update.error)} />}
      <button
        type="submit"
        className={`button ${styles.submit}`}
        disabled={!isDirty || update.isPending}
      >
        {update.isPending ? 'Updating…' : 'Update'}
      </button>
    </form>
  );
}
