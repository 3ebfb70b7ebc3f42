import { ErrorCard } from './error-card';

/** 403 (spec sections 6 and 8): signed in, but this page belongs to another role. */
export function AccessDenied() {
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
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
      }
      tone="danger"
      title="Access denied"
      message="You do not have access to this page. Please contact your admin."
      back
      home
    />
  );
}
