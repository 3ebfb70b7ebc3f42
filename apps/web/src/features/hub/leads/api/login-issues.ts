import type { OtpIssueReportRow } from '@makers-pantry/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { leadKeys } from './lead-keys';

/** People who could not get an OTP and asked to be called back, open ones first. */
export const useLoginIssues = () =>
  useQuery<OtpIssueReportRow[], ApiError>({
    queryKey: leadKeys.loginIssues,
    queryFn: () => api<OtpIssueReportRow[]>('users/otp-issue-reports/'),
  });
