import { toast } from '../../../lib/toast';
import { RESEND_HINT } from '../account-texts';
import { useSendOtp } from '../api/send-otp';
import { resendTimeFrom, saveOtpMessage, type OtpMessage } from '../otp-message';
import { useSecondsUntil } from '../use-seconds-until';
import styles from './resend-otp.module.css';
import { SendOtpFailure } from './send-otp-failure';

/** Resend stays disabled for a minute after every try, counting down meanwhile. */
export function ResendOtp({ otpMessage }: { otpMessage: OtpMessage }) {
  const secondsLeft = useSecondsUntil(otpMessage.resendAt);
  const sendOtp = useSendOtp();
  const resend = () =>
    sendOtp.mutate(
      { mobile: otpMessage.mobile },
      {
        onSuccess: ({ detail, existingUser }) => {
          saveOtpMessage({ ...otpMessage, existingUser, resendAt: resendTimeFrom(Date.now()) });
          toast.success(detail);
        },
        // Asking again at once would only be refused again.
        onError: () => saveOtpMessage({ ...otpMessage, resendAt: resendTimeFrom(Date.now()) }),
      },
    );
  const waiting = secondsLeft > 0 || sendOtp.isPending;
  return (
    <div className={styles.resend}>
      <p className={styles.hint}>{RESEND_HINT}</p>
      <button type="button" className={styles.button} disabled={waiting} onClick={resend}>
        {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
      </button>
      {sendOtp.error && (
        <div className={styles.failure}>
          <SendOtpFailure error={sendOtp.error} mobile={otpMessage.mobile} />
        </div>
      )}
    </div>
  );
}
