import { ADDRESS_CITY, type PinPlace } from '@makers-pantry/domain/addresses';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { useCreateAddress } from '../api/addresses';
import { useKnownLocations } from '../api/locations';
import type { AddressFormValues } from '../address-form-schema';
import { ADDRESS_TEXTS } from '../address-texts';
import { AddressForm } from '../components/address-form';
import { MapMode } from '../components/map-mode';
import styles from './create-address-screen.module.css';

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

/** /shipping/create-address: a known apartment or office, or a pin on the map. */
export function CreateAddressScreen() {
  const navigate = useNavigate();
  const locations = useKnownLocations();
  const create = useCreateAddress();
  const [mode, setMode] = useState<'location' | 'map'>('location');
  const [locationId, setLocationId] = useState<number | null>(null);
  const selectId = useId();

  const done = () => {
    toast.success(ADDRESS_TEXTS.added, { duration: 3000 });
    void navigate(paths.shipping);
  };

  const saveAtLocation = (values: AddressFormValues) => {
    if (locationId === null) return;
    const { pincode: _, ...address } = values;
    create.mutate({ kind: 'location', locationId, address }, { onSuccess: done });
  };

  const saveOnMap = (place: PinPlace, values: AddressFormValues) =>
    create
      .mutateAsync({
        kind: 'map',
        address: {
          name: values.name,
          mobile: values.mobile,
          doorNum: values.doorNum,
          buildingDetails: joined(place.buildingName, values.buildingDetails),
          road: place.streetName,
          area: place.areaName,
          city: ADDRESS_CITY,
          pincode: place.postcode || values.pincode.trim(),
          label: values.label,
          isDefault: values.isDefault,
          latitude: place.coordinates.lat,
          longitude: place.coordinates.lng,
          isServiceable: place.isServiceable,
        },
      })
      .then(done);

  if (locations.error) return <ApiErrorView error={locations.error} detailOnOther />;

  return (
    <section className={`page ${styles.page}`} aria-labelledby="create-address-title">
      <h1 id="create-address-title" className={styles.title}>
        {ADDRESS_TEXTS.addTitle}
      </h1>
      {mode === 'location' ? (
        <>
          <label className={styles.label} htmlFor={selectId}>
            {ADDRESS_TEXTS.locationLabel}
          </label>
          <div className={styles.pickRow}>
            <select
              id={selectId}
              className={styles.select}
              value={locationId ?? ''}
              onChange={(event) =>
                setLocationId(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">Choose your apartment or office</option>
              {(locations.data ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
            {locationId !== null && (
              <button
                type="button"
                className={styles.clear}
                onClick={() => setLocationId(null)}
                aria-label="Clear apartment/ office"
              >
                ×
              </button>
            )}
          </div>
          <button type="button" className={styles.switch} onClick={() => setMode('map')}>
            {ADDRESS_TEXTS.locationNotFound}
          </button>
          {locationId !== null && (
            <AddressForm
              key={locationId}
              needsPincode={false}
              saving={create.isPending}
              error={create.error?.detail ?? null}
              onSave={saveAtLocation}
            />
          )}
        </>
      ) : (
        <MapMode saving={create.isPending} saveError={create.error} onSave={saveOnMap} />
      )}
    </section>
  );
}
