import { ErrorCard } from './error-card';
import { LockIcon } from './icons';

/** 403: signed in, but this page belongs to another role. */
export function AccessDenied() {
  return (
    <ErrorCard
      icon={<LockIcon />}
      tone="danger"
      title="Access denied"
      message="You do not have access to this page. Please contact your admin."
      back
      home
    />
  );
}
