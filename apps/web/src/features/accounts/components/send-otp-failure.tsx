import { canReportOtpProblem } from '@makers-pantry/domain/accounts';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ApiError } from '../../../lib/api';
import { formErrorText } from '../form-error-text';
import { ReportOtpIssueForm } from './report-otp-issue-form';
import styles from './form.module.css';

interface SendOtpFailureProps {
  error: unknown;
  mobile: string;
  /** Only on /login: someone told to wait may already hold a code from earlier. */
  onAlreadyHaveOtp?: () => void;
}

/**
 * Why no OTP was sent: the server's sentence; on a 429 an 'Already have OTP' way
 * forward; and when the code after '#' starts with 3, a way to ask for a call back instead.
 */
export function SendOtpFailure({ error, mobile, onAlreadyHaveOtp }: SendOtpFailureProps) {
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const tooMany = error instanceof ApiError && error.status === 429;
  const canReport = tooMany && canReportOtpProblem(error.detail) && !reported;
  return (
    <>
      <ErrorAlert detail={formErrorText(error)} />
      {tooMany && !reporting && (
        <div className={styles.actions}>
          {onAlreadyHaveOtp && (
            <button type="button" className="button button-secondary" onClick={onAlreadyHaveOtp}>
              Already have OTP
            </button>
          )}
          {canReport && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setReporting(true)}
            >
              Report issue
            </button>
          )}
        </div>
      )}
      {reporting && tooMany && (
        <ReportOtpIssueForm
          mobile={mobile}
          shownMessage={error.detail}
          onClose={(sent) => {
            setReporting(false);
            if (sent) setReported(true);
          }}
        />
      )}
    </>
  );
}
