import type { ReactNode } from 'react';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { HubOutline } from './hub-outline';
import { HubPage } from './hub-page';

/**
 * A record page's id as the URL gives it (#/hub/codes/:id): a whole number from 1, or null when
 * the address names none (the page then says Not found without asking the server).
 */
export function recordIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 ? id : null;
}

/** A record page whose record is not in yet: why it could not be read, or `loading` meanwhile. */
export function RecordWaiting({
  title,
  up,
  error,
  loading = <HubOutline />,
}: {
  title: string;
  up?: { to: string; label: string };
  error: unknown;
  loading?: ReactNode;
}) {
  return (
    <HubPage title={title} up={up}>
      {error ? <ApiErrorView error={error} /> : loading}
    </HubPage>
  );
}
