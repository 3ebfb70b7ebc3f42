/**
 * Ops pages the API serves under /api/hub/ (issue 39) that used to live under /api/users/ and
 * /api/support/: the new path first, then the former one, which still answers the same, marked
 * deprecated in the API document, until the clients that called it have moved (the web app has).
 * Remove the former paths then: delete them from `FORMER_PATHS` and each route answers once.
 */
export const FORMER_PATHS: Record<string, string> = {
  '/api/hub/otp-issue-reports/': '/api/users/otp-issue-reports/',
  '/api/hub/otp-issue-reports/:reportId/resolve/':
    '/api/users/otp-issue-reports/:reportId/resolve/',
  '/api/hub/otp-issue-reports.csv': '/api/users/otp-issue-reports.csv',
  '/api/hub/seller-leads.csv': '/api/support/seller-leads.csv',
};

/** The paths a hub route answers at: its own, and its former one while that still answers. */
export function hubPathAndFormer(url: string): { url: string; deprecated: boolean }[] {
  const former = FORMER_PATHS[url];
  return [{ url, deprecated: false }, ...(former ? [{ url: former, deprecated: true }] : [])];
}
