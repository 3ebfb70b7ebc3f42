import { apiResponse } from '../../../../lib/api';

/**
 * Saves an ops CSV (`hub/otp-issue-reports.csv`) as a file. It needs the login's token, which
 * a plain link cannot carry, so it is fetched and handed to a link to a local copy.
 */
export async function downloadCsv(path: string, fileName: string) {
  const response = await apiResponse(path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving it by then; the copy need not stay in this page's memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
