import type { HubKnownLocation } from '@makers-pantry/domain/hub-areas';
import { useState } from 'react';
import { NotFound } from '../../../../components/ui/not-found';
import { toast } from '../../../../lib/toast';
import { HistoryList } from '../../history/components/history-list';
import { RecordById, RecordWaiting } from '../../ui/record-page';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { ChangeModal } from '../../ui/change-modal';
import { Facts } from '../../ui/facts';
import { HubPage } from '../../ui/hub-page';
import { useEditLocation, useKnownLocation, useServiceAreas } from '../api/areas';
import { addressLine, coordinateText } from '../area-texts';
import { LocationForm } from '../components/location-form';
import styles from './location-screen.module.css';

/** #/hub/areas/locations/:id: a known location's details (editable), retiring it, its history. */
export const LocationScreen = () => <RecordById Page={LocationPage} />;

function LocationPage({ id }: { id: number }) {
  const location = useKnownLocation(id);
  const areas = useServiceAreas();
  const [asking, setAsking] = useState(false);
  const up = { to: hubPaths.areas(), label: 'Service areas' };
  if (location.error?.status === 404) return <NotFound />;
  const error = location.error ?? areas.error;
  if (!location.data || !areas.data)
    return (
      <RecordWaiting
        title="Known location"
        up={up}
        error={error}
        loading={<p role="status">Loading…</p>}
      />
    );
  const shown = location.data;
  const areaName =
    areas.data.areas.find((area) => area.id === shown.serviceAreaId)?.name ?? 'Outside every area';
  return (
    <HubPage
      title={shown.name}
      up={up}
      actions={
        <>
          {shown.isActive ? (
            <Badge tone="success">Offered</Badge>
          ) : (
            <Badge tone="neutral">Retired</Badge>
          )}
          <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
            {shown.isActive ? 'Retire' : 'Offer again'}
          </button>
        </>
      }
    >
      <Facts
        facts={[
          ['Address', addressLine(shown)],
          ['Smallest area', areaName],
          ["Customers' addresses", String(shown.addressCount)],
          ['Point', `${coordinateText(shown.latitude)}, ${coordinateText(shown.longitude)}`],
        ]}
      />
      {!shown.isActive && (
        <p className={styles.note}>
          Retired: customers no longer find it when they add an address. The addresses already made
          from it stay as they are.
        </p>
      )}
      <LocationForm
        key={shown.version}
        location={shown}
        areas={areas.data.areas}
        onSaved={() => undefined}
        reload={() => void location.refetch()}
      />
      <HistoryList type="known_location" id={shown.id} />
      {asking && (
        <OfferModal
          location={shown}
          onClose={() => setAsking(false)}
          reload={() => void location.refetch()}
        />
      )}
    </HubPage>
  );
}

const addressesKept = (count: number) =>
  count === 0
    ? 'No address has been made from it yet.'
    : count === 1
      ? 'The one address already made from it stays as it is.'
      : `The ${count} addresses already made from it stay as they are.`;

/** Retiring (or offering again) asks first: customers see the change at once. */
function OfferModal({
  location,
  onClose,
  reload,
}: {
  location: HubKnownLocation;
  onClose: () => void;
  reload: () => void;
}) {
  const edit = useEditLocation(location.id);
  const retiring = location.isActive;
  const submit = () =>
    edit.mutate(
      { version: location.version, isActive: !retiring },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.isActive ? `${saved.name} is offered again.` : `${saved.name} is retired.`,
          );
          onClose();
        },
      },
    );
  return (
    <ChangeModal
      open
      tone={retiring ? 'danger' : 'default'}
      title={retiring ? `Retire ${location.name}?` : `Offer ${location.name} again?`}
      submitLabel={edit.isPending ? 'Saving…' : retiring ? 'Retire location' : 'Offer it again'}
      pending={edit.isPending}
      error={edit.error}
      onSubmit={submit}
      onClose={onClose}
      onReload={() => {
        edit.reset();
        reload();
        onClose();
      }}
    >
      <p>
        {retiring
          ? `Customers will no longer find it when they add an address. ${addressesKept(location.addressCount)} You can offer it again later.`
          : 'Customers will find it again in the apartment list and the map search.'}
      </p>
    </ChangeModal>
  );
}
