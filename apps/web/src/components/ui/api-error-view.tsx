import { ApiError } from '../../lib/api';
import { AccessDenied } from './access-denied';
import { ErrorAlert } from './error-alert';
import { ErrorView } from './error-view';
import { NotFound } from './not-found';

/** Statuses whose detail is a sentence the customer can act on. */
const ALERT_STATUSES = new Set([400, 417, 429]);

export type ErrorViewKind = 'notFound' | 'accessDenied' | 'alert' | 'generic';

/**
 * Which view a failure gets. `detailOnOther` is for screens whose spec says errors show the
 * response detail (seller, new products): anything but 404/403 then shows the detail too.
 */
export function errorViewKind(error: unknown, detailOnOther = false): ErrorViewKind {
  if (!(error instanceof ApiError))
    return detailOnOther && error instanceof Error ? 'alert' : 'generic';
  if (error.status === 404) return 'notFound';
  if (error.status === 403) return 'accessDenied';
  if (ALERT_STATUSES.has(error.status) || detailOnOther) return 'alert';
  return 'generic';
}

interface ApiErrorViewProps {
  error: unknown;
  detailOnOther?: boolean;
}

/** Shows whatever went wrong with a request the way the shop's error views ask. */
export function ApiErrorView({ error, detailOnOther = false }: ApiErrorViewProps) {
  switch (errorViewKind(error, detailOnOther)) {
    case 'notFound':
      return <NotFound />;
    case 'accessDenied':
      return <AccessDenied />;
    case 'alert':
      return <ErrorAlert detail={error instanceof Error ? error.message : String(error)} />;
    case 'generic':
      return <ErrorView />;
  }
}
