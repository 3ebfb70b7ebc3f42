import { formatMobile } from '@makers-pantry/domain/accounts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths, redirectTarget } from '../../../lib/paths';
import { useLogin } from '../../../lib/session';
import { LoginCard } from '../components/login-card';
import { ResendOtp } from '../components/resend-otp';
import { VerifyOtpForm } from '../components/verify-otp-form';
import styles from '../components/form.module.css';
import { useOtpMessage } from '../otp-message';

/** /login/verify/: the OTP step. It needs the send-OTP answer kept by /login. */
export function VerifyScreen() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect') ?? undefined;
  const login = useLogin();
  const otpMessage = useOtpMessage();

  // Logging in stores the login, and this sends the customer where they were going.
  if (login) return <Navigate to={redirectTarget(redirect ?? null)} replace />;
  if (!otpMessage) return <Navigate to={paths.login(redirect)} replace />;

  return (
    <LoginCard
      title="Verify OTP"
      lead={
        <p>
          Enter the 4 digit OTP sent to{' '}
          <strong className={styles.nowrap}>+91 {formatMobile(otpMessage.mobile)}</strong>.{' '}
          <Link className={styles.linkButton} to={paths.login(redirect)} replace>
            Change phone no.
          </Link>
        </p>
      }
    >
      <VerifyOtpForm otpMessage={otpMessage} />
      <ResendOtp otpMessage={otpMessage} />
    </LoginCard>
  );
}
