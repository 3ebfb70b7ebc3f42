import type { HubServiceArea } from '@makers-pantry/domain/hub-areas';
import { Link } from 'react-router';
import { useWaitlist } from '../api/areas';
import { areaSizeOf } from '../area-texts';
import styles from './area-list.module.css';

/**
 * The service areas as the map's key: each with its colour, size and how many known locations lie
 * inside, and a link that limits the list to it (the link of the chosen one clears that).
 */
export function AreaList({
  areas,
  chosenId,
  linkWith,
  onWiden,
}: {
  areas: readonly HubServiceArea[];
  chosenId: number | undefined;
  linkWith: (changes: Record<string, string | undefined>) => string;
  /** Starts widening the area on the map; absent while one is being widened. */
  onWiden?: ((area: HubServiceArea) => void) | undefined;
}) {
  const waitlist = useWaitlist();
  return (
    <ul className={styles.areas} aria-label="Service areas">
      {areas.map((area) => {
        const size = areaSizeOf(area.polygonSize);
        const chosen = area.id === chosenId;
        const waiting = waitlist.data?.areas.find((a) => a.id === area.id);
        return (
          <li key={area.id} className={`${styles.area} ${chosen ? styles.chosen : ''}`}>
            <span
              className={styles.swatch}
              style={{ borderColor: size.colour, background: `${size.colour}22` }}
              aria-hidden="true"
            />
            <span className={styles.text}>
              <span className={styles.name}>{area.name}</span>
              <span className={styles.meta}>
                {size.name} · {area.knownLocations}{' '}
                {area.knownLocations === 1 ? 'known location' : 'known locations'}
                {waiting && waiting.inside + waiting.near > 0
                  ? ` · ${waiting.inside} waiting inside, ${waiting.near} within 2 km`
                  : ''}
              </span>
            </span>
            <Link
              className={styles.link}
              to={linkWith({ area: chosen ? undefined : String(area.id) })}
              aria-current={chosen ? 'true' : undefined}
            >
              {chosen ? 'Show all' : 'Show its locations'}
            </Link>
            {onWiden && (
              <button
                type="button"
                className={`button button-secondary ${styles.widen}`}
                onClick={() => onWiden(area)}
                aria-label={`Widen ${area.name} on the map`}
              >
                Widen on the map
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
