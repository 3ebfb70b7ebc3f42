import { ErrorCard } from './error-card';

/** 404 (spec section 8): unknown routes and anything the API says does not exist. */
export function NotFound() {
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
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5M8.5 11h5" />
        </svg>
      }
      title="Page not found"
      message="The page you were looking for has moved, sold out for good, or never existed."
      back
      home
    />
  );
}
