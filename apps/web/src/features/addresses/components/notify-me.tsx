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
      <label>
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />{' '}
        {ADDRESS_TEXTS.notifyConsent}
      </label>
      <label>
        <input
          type="checkbox"
          checked={whatsapp}
          onChange={(event) => setWhatsapp(event.target.checked)}
        />{' '}
        {ADDRESS_TEXTS.notifyWhatsapp}
      </label>
      {join.error && <p role="alert">{join.error.detail}</p>}
      <button type="submit" className="button" disabled={!consent || join.isPending}>
        {ADDRESS_TEXTS.notifyMe}
      </button>
    </form>
  );
}
