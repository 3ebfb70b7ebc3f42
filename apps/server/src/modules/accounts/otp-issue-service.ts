import { OTP_ISSUE_REPORTED, type OtpIssueReport } from '@makers-pantry/domain/accounts';
import type { AppContext } from '../../context';
import { enforce, LIMITS } from './limits';
import { notFound } from '../../http/errors';
import { insertOtpIssueReport, listOtpIssueReports, resolveOtpIssueReport } from './queries';
import type { Client } from './login-service';

/**
 * Someone who could not get an OTP asks for a call back. No login (they could not log in), so
 * the endpoint is limited per number and per client address instead.
 */
export async function reportOtpIssue(
  context: AppContext,
  report: OtpIssueReport,
  client: Client,
): Promise<{ id: number; detail: string }> {
  const now = context.now();
  await enforce(context.limits, LIMITS.reportsPerAddress, client.addressKey, now);
  await enforce(context.limits, LIMITS.reportsPerNumber, report.mobile, now);
  const id = await insertOtpIssueReport(context.db, {
    createdAt: now,
    firstName: report.firstName ?? '',
    mobile: report.mobile,
    type: report.type,
    orderDisplayId: report.orderDisplayId ?? null,
    orderId: report.orderId ?? null,
    issue: report.issue,
    item: report.item ?? null,
    details: report.details ?? null,
  });
  return { id, detail: OTP_ISSUE_REPORTED };
}

type ReportRow = Awaited<ReturnType<typeof listOtpIssueReports>>[number];

const reportForOps = (row: ReportRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** The ops call-back list: open reports first, newest first. */
export async function otpIssueReportsForOps(context: AppContext, limit = 200) {
  return (await listOtpIssueReports(context.db, limit)).map(reportForOps);
}

/** Ops called the person back: the report leaves the open ones, with when it was resolved. */
export async function resolveOtpIssue(context: AppContext, id: number) {
  const row = await resolveOtpIssueReport(context.db, id, context.now());
  if (!row) throw notFound('This report');
  return reportForOps(row);
}
