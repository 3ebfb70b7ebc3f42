import { lazy, Suspense } from 'react';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { useMapSettings } from '../api/areas';
import type { AreaMapProps } from './area-map';
import styles from './area-map-frame.module.css';

// Leaflet is large: it loads with the first Areas page that shows a map, never with the hub.
const AreaMap = lazy(() => import('./area-map'));

/** The Areas map with its label, waiting for the map settings and Leaflet with a placeholder. */
export function AreaMapFrame({
  label,
  ...map
}: Omit<AreaMapProps, 'tileUrl' | 'attribution'> & { label: string }) {
  const settings = useMapSettings();
  const waiting = (
    <div className={styles.waiting} role="status">
      Loading the map…
    </div>
  );
  return (
    <section className={styles.frame} aria-label={label}>
      {settings.error ? (
        <ErrorAlert detail={`The map could not load: ${settings.error.detail}`} />
      ) : settings.data ? (
        <Suspense fallback={waiting}>
          <AreaMap
            tileUrl={settings.data.tileUrl}
            attribution={settings.data.attribution}
            {...map}
          />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
