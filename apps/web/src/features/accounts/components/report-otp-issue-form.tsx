import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMobile,
  OTP_ISSUE_REPORTED,
  otpIssueReportSchema,
} from '@makers-pantry/domain/accounts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useReportOtpIssue } from '../api/report-otp-issue';
import { formErrorText } from '../form-error-text';
import styles from './form.module.css';
import reportStyles from './report-otp-issue-form.module.css';
import { TextField } from '../../../components/ui/text-field';

const reportFieldsSchema = otpIssueReportSchema.pick({ firstName: true, details: true });

interface ReportOtpIssueFormProps {
  mobile: string;
  /** The limit sentence the customer saw; ops need it to know which limit was hit. */
  shownMessage: string;
  onClose: (sent: boolean) => void;
}

/** 'Report issue': the customer leaves a name and a note, and ops call the number back. */
export function ReportOtpIssueForm({ mobile, shownMessage, onClose }: ReportOtpIssueFormProps) {
  const report = useReportOtpIssue();
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(reportFieldsSchema),
    defaultValues: { firstName: '', details: '' },
  });
  const onSubmit = handleSubmit(({ firstName, details }) => {
    report.mutate(
      {
        mobile,
        firstName: firstName || undefined,
        type: 'OTP_NOT_RECEIVED',
        issue: shownMessage.slice(0, 200),
        details: details || undefined,
      },
      {
        onSuccess: () => {
          toast.success(OTP_ISSUE_REPORTED, { duration: 3000 });
          onClose(true);
        },
      },
    );
  });
  return (
    <form className={reportStyles.report} onSubmit={onSubmit} aria-labelledby="report-otp-title">
      <h2 id="report-otp-title" className={reportStyles.title}>
        Report issue
      </h2>
      <p className={reportStyles.lead}>
        Tell us who you are and we will call you back on +91 {formatMobile(mobile)} to help you log
        in.
      </p>
      <TextField label="Your name" autoComplete="given-name" {...register('firstName')} />
      <div className={reportStyles.field}>
        <label htmlFor="report-otp-details">What happened? (optional)</label>
        <textarea
          id="report-otp-details"
          className={reportStyles.textarea}
          rows={3}
          maxLength={2000}
          {...register('details')}
        />
      </div>
      {report.error && <ErrorAlert detail={formErrorText(report.error)} />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onClose(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
