import { ErrorCard } from './error-card';

export const GENERIC_ERROR_TEXT = 'Oops! Something went wrong. Please go back and try again.';

/** Anything the customer cannot fix by themselves (spec section 8): say so, and offer a way back. */
export function ErrorView() {
  return (
    <ErrorCard
      icon={
        <svg
          width="32"
          height="32"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
      }
      tone="danger"
      urgent
      title={GENERIC_ERROR_TEXT}
      back
    />
  );
}
