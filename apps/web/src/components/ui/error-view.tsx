import { ErrorCard } from './error-card';
import { AlertIcon } from './icons';

export const GENERIC_ERROR_TEXT = 'Oops! Something went wrong. Please go back and try again.';

/** Anything the customer cannot fix by themselves: say so, and offer a way back. */
export function ErrorView() {
  return <ErrorCard icon={<AlertIcon />} tone="danger" urgent title={GENERIC_ERROR_TEXT} back />;
}
