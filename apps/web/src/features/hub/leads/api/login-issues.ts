import type { OtpIssueReportRow } from '@makers-pantry/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { leadKeys } from './lead-keys';

/** People who could not get an OTP and asked to be called back, open ones first. */
export const useLoginIssues = () =>
  useQuery<OtpIssueReportRow[], ApiError>({
    queryKey: leadKeys.loginIssues,
    queryFn: () => api<OtpIssueReportRow[]>('hub/otp-issue-reports/'),
  });

/** Ops called the person back: the report is resolved, and the list read again in its order. */
export function useResolveLoginIssue() {
  const queryClient = useQueryClient();
  return useMutation<OtpIssueReportRow, ApiError, number>({
    mutationFn: (reportId) =>
      api<OtpIssueReportRow>(`hub/otp-issue-reports/${reportId}/resolve/`, { method: 'POST' }),
    onSuccess: (resolved) => {
      queryClient.setQueryData<OtpIssueReportRow[]>(leadKeys.loginIssues, (reports) =>
        reports?.map((report) => (report.id === resolved.id ? resolved : report)),
      );
      void queryClient.invalidateQueries({ queryKey: leadKeys.loginIssues });
    },
  });
}
