import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { ApiError } from '../../../lib/api';
import { useLogIn } from '../api/log-in';
import { formErrorText } from '../form-error-text';
import { saveOtpMessage, type OtpMessage } from '../otp-message';
import { verifyOtpSchema } from '../verify-otp-schema';
import styles from './form.module.css';
import { NewUserFields } from './new-user-fields';
import { TextField } from '../../../components/ui/text-field';

/**
 * After 'Already have OTP' nobody told us whether the number is new; the server's refusal for a
 * missing name says so, and the name fields appear.
 */
const asksForNewUserDetails = (error: ApiError) =>
  error.status === 400 && error.code === 'NEW_USER_DETAILS_NEEDED';

/** The OTP (and, for a new customer, names and email). Storing the login moves the screen on. */
export function VerifyOtpForm({ otpMessage }: { otpMessage: OtpMessage }) {
  const isNewUser = otpMessage.existingUser === false;
  const logIn = useLogIn();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyOtpSchema(isNewUser)),
    defaultValues: { otp: '', firstName: '', lastName: '', email: '' },
  });

  const onSubmit = handleSubmit(({ otp, firstName, lastName, email }) =>
    logIn.mutate(
      { mobile: otpMessage.mobile, otp, ...(isNewUser ? { firstName, lastName, email } : {}) },
      {
        onError: (error) => {
          if (asksForNewUserDetails(error)) saveOtpMessage({ ...otpMessage, existingUser: false });
          // A refused code clears the form, so the next try starts clean.
          if (error.status === 400) {
            // Keeping the field refs lets the cursor go straight back to the OTP box.
            reset(undefined, { keepFieldsRef: true });
            setFocus('otp');
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        autoFocus
        error={errors.otp?.message}
        {...register('otp')}
      />
      {isNewUser && <NewUserFields register={register} errors={errors} />}
      {logIn.error && <ErrorAlert detail={formErrorText(logIn.error)} />}
      <button type="submit" className={`button ${styles.submit}`} disabled={logIn.isPending}>
        {logIn.isPending ? 'Verifying…' : 'Verify and login'}
      </button>
    </form>
  );
}
