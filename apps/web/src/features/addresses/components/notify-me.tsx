import type { PinPlace } from '@makers-pantry/domain/addresses';
import { useState } from 'react';
import { ADDRESS_TEXTS } from '../address-texts';
import { useJoinWaitlist } from '../api/waitlist';
import styles from './map-mode.module.css';

/**
 * Inside 'Sorry, we currently do not deliver to this location': the customer agrees to one
 * message (on WhatsApp too, if they like) and the place is kept until an area covers it.
 */
export function NotifyMe({ place }: { place: PinPlace }) {
  const join = useJoinWaitlist();
  const [consent, setConsent] = useState(false);
  const [whatsapp, setWhatsapp] = useState(false);
  if (join.data)
    return (
      <p role="status" className={styles.formPlace}>
        {join.data.detail} ({join.data.mobile})
      </p>
    );
  return (
    <form
      className={styles.notifyForm}
      onSubmit={(event) => {
        event.preventDefault();
        join.mutate({
          latitude: place.coordinates.lat,
          longitude: place.coordinates.lng,
          addressText: place.description.slice(0, 300),
          consent: true,
          whatsapp,
        });
      }}
    >
      <Choice label={ADDRESS_TEXTS.notifyConsent} checked={consent} onChange={setConsent} />
      <Choice label={ADDRESS_TEXTS.notifyWhatsapp} checked={whatsapp} onChange={setWhatsapp} />
      {join.error && <p role="alert">{join.error.detail}</p>}
      <button type="submit" className="button" disabled={!consent || join.isPending}>
        {ADDRESS_TEXTS.notifyMe}
      </button>
    </form>
  );
}

/** A checkbox with its sentence beside it. */
function Choice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}
