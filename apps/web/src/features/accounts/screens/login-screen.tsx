import { zodResolver } from '@hookform/resolvers/zod';
import { sendOtpRequestSchema } from '@makers-pantry/domain/accounts';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths, redirectTarget } from '../../../lib/paths';
import { useLogin } from '../../../lib/session';
import { SESSION_ENDED, sessionHasLapsed } from '../../../lib/session-lapse';
import { useSendOtp } from '../api/send-otp';
import { LoginCard } from '../components/login-card';
import { SendOtpFailure } from '../components/send-otp-failure';
import { TextField } from '../../../components/ui/text-field';
import styles from '../components/form.module.css';
import { resendTimeFrom, saveOtpMessage, useOtpMessage } from '../otp-message';

/** /login: the mobile number step. `?redirect=` travels on to the verify step. */
export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect') ?? undefined;
  const login = useLogin();
  const otpMessage = useOtpMessage();
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(sendOtpRequestSchema),
    // 'Change phone no.' comes back here: the number is there to correct, not to retype.
    defaultValues: { mobile: otpMessage?.mobile ?? '' },
  });

  // A customer who is already logged in (e.g. 'Buy Now' from the cart) goes straight on.
  if (login) return <Navigate to={redirectTarget(redirect ?? null)} replace />;

  // Replacing keeps Back after login from landing on a login step again.
  const goToVerify = () => void navigate(paths.loginVerify(redirect), { replace: true });

  const mobileField = register('mobile');
  const onSubmit = handleSubmit(({ mobile }) =>
    sendOtp.mutate(
      { mobile },
      {
        onSuccess: ({ detail, existingUser }) => {
          saveOtpMessage({ mobile, existingUser, resendAt: resendTimeFrom(Date.now()) });
          toast.success(detail);
          goToVerify();
        },
      },
    ),
  );

  const continueWithEarlierOtp = () => {
    const mobile = sendOtp.variables?.mobile ?? '';
    // The earlier answer for this number still says whether to ask for a name.
    if (otpMessage?.mobile !== mobile) {
      saveOtpMessage({ mobile, existingUser: null, resendAt: resendTimeFrom(Date.now()) });
    }
    goToVerify();
  };

  return (
    <LoginCard
      title="Login"
      lead={
        <>
          {sessionHasLapsed() && (
            <p className={styles.notice} role="status">
              {SESSION_ENDED}
            </p>
          )}
          <p>Enter your mobile number. We will send you an OTP to log in or sign up.</p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Mobile number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          autoFocus
          error={errors.mobile?.message}
          {...mobileField}
          // A mobile number is digits only: letters and spaces never reach the field.
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            return mobileField.onChange(event);
          }}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={sendOtp.isPending}>
          {sendOtp.isPending ? 'Sending OTP…' : 'Send OTP'}
        </button>
      </form>
      {/* Outside the form: 'Report issue' opens a form of its own. */}
      {sendOtp.error && (
        <SendOtpFailure
          error={sendOtp.error}
          mobile={sendOtp.variables?.mobile ?? ''}
          onAlreadyHaveOtp={continueWithEarlierOtp}
        />
      )}
    </LoginCard>
  );
}
