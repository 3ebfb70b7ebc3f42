import { GENERIC_ERROR_TEXT } from '../../components/ui/error-view';
import { ApiError } from '../../lib/api';

/** Statuses whose detail the customer can act on; 0 is 'could not reach us'. */
const SAYS_WHAT_TO_DO = new Set([0, 400, 417, 429]);

/** The sentence a login or profile form shows in its red alert when a request fails. */
export function formErrorText(error: unknown): string {
  return error instanceof ApiError && SAYS_WHAT_TO_DO.has(error.status)
    ? error.detail
    : GENERIC_ERROR_TEXT;
}
