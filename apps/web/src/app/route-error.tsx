import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AccessDenied } from '../components/ui/access-denied';
import { ApiErrorView } from '../components/ui/api-error-view';
import { ErrorView } from '../components/ui/error-view';
import { NotFound } from '../components/ui/not-found';

/** Anything that breaks a screen gets the view its status calls for. */
export function RouteError() {
  const error = useRouteError();
  // This replaces the whole layout, so it brings its own landmark.
  return <main className="page">{viewFor(error)}</main>;
}

function viewFor(error: unknown) {
  if (!isRouteErrorResponse(error)) return <ApiErrorView error={error} />;
  if (error.status === 404) return <NotFound />;
  if (error.status === 403) return <AccessDenied />;
  return <ErrorView />;
}
