import type { OtpIssueReport } from '@makers-pantry/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

interface ReportReceived {
  id: number;
  detail: string;
}

export const reportOtpIssue = (report: OtpIssueReport) =>
  api<ReportReceived>('users/report-otp-issue/', { method: 'POST', json: report });

export const useReportOtpIssue = () =>
  useMutation<ReportReceived, ApiError, OtpIssueReport>({ mutationFn: reportOtpIssue });
