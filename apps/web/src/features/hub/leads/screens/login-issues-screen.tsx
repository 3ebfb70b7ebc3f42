import { formatMobile, type OtpIssueReportRow } from '@makers-pantry/domain/accounts';
import { toast } from '../../../../lib/toast';
import { Badge } from '../../ui/badge';
import { momentText } from '../../ui/hub-dates';
import { CallBackPage } from '../components/call-back-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { pageLocally } from '../../ui/local-list';
import { useListParams } from '../../ui/use-list-params';
import { useLoginIssues, useResolveLoginIssue } from '../api/login-issues';
import {
  issueKindText,
  LOGIN_ISSUE_STATE_NAMES,
  LOGIN_ISSUE_STATES,
  LOGIN_ISSUES_PAGE_SIZE,
  type LoginIssueState,
} from '../lead-texts';
import styles from './leads-screen.module.css';

const stateOf = (report: OtpIssueReportRow): LoginIssueState =>
  report.resolvedAt ? 'resolved' : 'open';

/**
 * #/hub/leads/login-issues (ops): people who could not get an OTP and asked to be called back,
 * the ones still open first (the server's order), each marked called back once it is done. The
 * CSV has them all.
 */
export function LoginIssuesScreen() {
  const list = useListParams();
  const state = list.read('state');
  const reports = useLoginIssues();
  const shown = reports.data?.filter((report) => !state || stateOf(report) === state);
  return (
    <CallBackPage
      title="Login issues"
      csv="otp-issue-reports.csv"
      all="All reports"
      states={LOGIN_ISSUE_STATES}
      stateNames={LOGIN_ISSUE_STATE_NAMES}
    >
      <HubTable
        label="Login issues"
        columns={COLUMNS}
        rows={shown && pageLocally(shown, list.page, LOGIN_ISSUES_PAGE_SIZE)}
        query={reports}
        empty={state ? 'No reports in this state.' : 'No one has reported a login problem.'}
        total={shown?.length}
        pageSize={LOGIN_ISSUES_PAGE_SIZE}
      />
    </CallBackPage>
  );
}

const COLUMNS: HubColumn<OtpIssueReportRow>[] = [
  { key: 'createdAt', header: 'Received', cell: (report) => momentText(report.createdAt) },
  {
    key: 'person',
    header: 'Call',
    cell: (report) => (
      <span className={styles.stack}>
        <span className={`${styles.strong} ${styles.nowrap}`}>
          +91 {formatMobile(report.mobile)}
        </span>
        {report.firstName && <span className={styles.muted}>{report.firstName}</span>}
      </span>
    ),
  },
  {
    key: 'issue',
    header: 'Problem',
    cell: (report) => (
      <span className={styles.stack}>
        <span className={styles.strong}>{issueKindText(report.type)}</span>
        <span>{report.issue}</span>
        {(report.orderDisplayId || report.item) && (
          <span className={styles.muted}>
            {[report.orderDisplayId && `Order ${report.orderDisplayId}`, report.item]
              .filter(Boolean)
              .join(', ')}
          </span>
        )}
      </span>
    ),
  },
  {
    key: 'details',
    header: 'Details',
    cell: (report) =>
      report.details ? <span className={styles.note}>{report.details}</span> : '—',
  },
  {
    key: 'state',
    header: 'State',
    cell: (report) =>
      report.resolvedAt ? (
        <span className={styles.stack}>
          <Badge tone="success">{LOGIN_ISSUE_STATE_NAMES.resolved}</Badge>
          <span className={styles.muted}>{momentText(report.resolvedAt)}</span>
        </span>
      ) : (
        <span className={styles.stack}>
          <Badge tone="warning">{LOGIN_ISSUE_STATE_NAMES.open}</Badge>
          <CalledBack report={report} />
        </span>
      ),
  },
];

/** Marks an open report resolved once ops have called the person back. */
function CalledBack({ report }: { report: OtpIssueReportRow }) {
  const resolve = useResolveLoginIssue();
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={`Mark +91 ${formatMobile(report.mobile)} called back`}
      disabled={resolve.isPending}
      onClick={() => resolve.mutate(report.id, { onError: (error) => toast.error(error.detail) })}
    >
      {resolve.isPending ? 'Marking…' : 'Mark called back'}
    </button>
  );
}
