import { ErrorCard } from './error-card';
import { NothingFoundIcon } from './icons';

/** 404: unknown routes and anything the API says does not exist. */
export function NotFound() {
  return (
    <ErrorCard
      icon={<NothingFoundIcon />}
      title="Page not found"
      message="The page you were looking for has moved, sold out for good, or never existed."
      back
      home
    />
  );
}
