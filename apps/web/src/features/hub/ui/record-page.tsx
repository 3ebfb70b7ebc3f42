import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { NotFound } from '../../../components/ui/not-found';
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

/**
 * A record page at its address: the page of the record the URL's `param` names, or Not found
 * when it names none.
 */
export function RecordById({
  param = 'id',
  Page,
}: {
  param?: string;
  Page: ComponentType<{ id: number }>;
}) {
  const id = recordIdOf(useParams()[param]);
  return id ? <Page id={id} /> : <NotFound />;
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
