import type { PinPlace } from '@makers-pantry/domain/addresses';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { Modal } from '../../../components/ui/modal';
import { fetchPlace, useMapSettings, usePinPlace } from '../api/places';
import type { AddressFormValues } from '../address-form-schema';
import { ADDRESS_TEXTS } from '../address-texts';
import { AddressForm } from './address-form';
import { NotifyMe } from './notify-me';
import type { MapView } from './map-picker';
import { PlaceSearch } from './place-search';
import styles from './map-mode.module.css';

const MapPicker = lazy(() => import('./map-picker'));

type Dialog = 'none' | 'form' | 'notServiceable' | 'noLocation';

interface MapModeProps {
  saving: boolean;
  saveError: ApiError | null;
  /** Saves the address; rejects with the server's answer (NOT_SERVICEABLE shows its modal). */
  onSave: (place: PinPlace, values: AddressFormValues) => Promise<unknown>;
}

/**
 * 'Location Not Found ?': search, a draggable pin, Locate Me, then the complete address. The map
 * stays usable without tiles (tests and poor networks): the pin and the search still work.
 */
export function MapMode({ saving, saveError, onSave }: MapModeProps) {
  const settings = useMapSettings();
  const [chosenView, setView] = useState<MapView | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>('none');
  const view =
    chosenView ??
    (settings.data ? { ...settings.data.centre, zoom: settings.data.zoom.initial } : null);
  // What lies under the pin, asked again whenever the pin moves.
  const pinned = usePinPlace(view);
  const place = pinned.data ?? null;
  const placeError = pickError ?? pinned.error?.detail ?? null;

  const onPinMoved = useCallback((point: { lat: number; lng: number }) => {
    setPickError(null);
    setView((current) => ({ ...point, zoom: current?.zoom ?? 13 }));
  }, []);

  const locateMe = () => {
    if (!navigator.geolocation) {
      setDialog('noLocation');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setView({
          lat: coords.latitude,
          lng: coords.longitude,
          zoom: settings.data?.zoom.locateMe ?? 19,
        }),
      () => setDialog('noLocation'),
      { timeout: 10_000 },
    );
  };

  const confirm = () => {
    if (!place) return;
    setDialog(place.isServiceable ? 'form' : 'notServiceable');
  };

  const save = (values: AddressFormValues) => {
    if (!place) return;
    // The server has the last word: a refusal shows the same modal as the pin check.
    onSave(place, values).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'NOT_SERVICEABLE')
        setDialog('notServiceable');
    });
  };

  return (
    <div className={styles.mode}>
      <PlaceSearch
        onPick={(suggestion) => {
          fetchPlace(suggestion.id).then(
            (picked) => {
              setPickError(null);
              setView({ ...picked.coordinates, zoom: settings.data?.zoom.suggestion ?? 18 });
            },
            (error: unknown) =>
              setPickError(error instanceof ApiError ? error.detail : 'Could not open this place.'),
          );
        }}
      />
      <div className={styles.mapBox}>
        {settings.data && view ? (
          <Suspense fallback={<MapSpinner />}>
            <MapPicker
              view={view}
              tileUrl={settings.data.tileUrl}
              attribution={settings.data.attribution}
              deliveryArea={settings.data.deliveryArea}
              onPinMoved={onPinMoved}
            />
          </Suspense>
        ) : (
          <MapSpinner />
        )}
        <button
          type="button"
          className={`button button-secondary ${styles.locate}`}
          onClick={locateMe}
        >
          {ADDRESS_TEXTS.locateMe}
        </button>
      </div>
      <p className={styles.note}>{ADDRESS_TEXTS.adjustPin}</p>

      <div className={styles.bar}>
        <p className={styles.barText}>
          <span className={styles.barLabel}>{ADDRESS_TEXTS.deliveringTo}</span>
          <span className={styles.place} aria-live="polite">
            {placeError ?? place?.description ?? 'Finding this place…'}
          </span>
        </p>
        <button
          type="button"
          className="button"
          disabled={!place || pinned.isPlaceholderData}
          onClick={confirm}
        >
          {ADDRESS_TEXTS.confirmLocation}
        </button>
      </div>

      <Modal
        open={dialog === 'form'}
        title={ADDRESS_TEXTS.completeAddress}
        onClose={() => setDialog('none')}
      >
        {place && (
          <>
            <p className={styles.formPlace}>{place.description}</p>
            <AddressForm
              needsPincode={!place.postcode}
              saving={saving}
              error={saveError && saveError.code !== 'NOT_SERVICEABLE' ? saveError.detail : null}
              onSave={save}
            />
          </>
        )}
      </Modal>
      <Modal
        open={dialog === 'notServiceable'}
        tone="danger"
        title={ADDRESS_TEXTS.notDeliverTitle}
        onClose={() => setDialog('none')}
        doneLabel={ADDRESS_TEXTS.selectAnother}
      >
        <p>{ADDRESS_TEXTS.notDeliverBody}</p>
        {place && !place.isServiceable && <NotifyMe key={place.description} place={place} />}
      </Modal>
      <Modal
        open={dialog === 'noLocation'}
        title={ADDRESS_TEXTS.noLocationTitle}
        onClose={() => setDialog('none')}
        doneLabel={ADDRESS_TEXTS.gotIt}
      >
        <p>{ADDRESS_TEXTS.noLocationBody}</p>
      </Modal>
    </div>
  );
}

function MapSpinner() {
  return (
    <div className={styles.spinnerBox} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.spinnerText}>Loading the map…</span>
    </div>
  );
}
