import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import styles from './map-picker.module.css';

// Leaflet finds its marker images relative to its CSS, which a bundler moves: name them.
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

interface MapPickerProps {
  view: MapView;
  tileUrl: string;
  attribution: string;
  /** Where we deliver, drawn under the pin: the map still says something when tiles cannot load. */
  deliveryArea: [number, number][];
  /** The pin was dragged or the map tapped: a new point for the address. */
  onPinMoved: (point: { lat: number; lng: number }) => void;
}

/** Moves the map when the screen picks a new view (a suggestion, Locate Me). */
function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  useEffect(() => {
    map.setView([view.lat, view.lng], view.zoom);
  }, [map, view]);
  return null;
}

/** A tap on the map moves the pin there: the pin stays usable even when tiles cannot load. */
function TapToMove({ onPinMoved }: Pick<MapPickerProps, 'onPinMoved'>) {
  useMapEvents({ click: (event) => onPinMoved({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** The 350 px address map with a draggable pin (loaded only on this screen). */
export default function MapPicker({
  view,
  tileUrl,
  attribution,
  deliveryArea,
  onPinMoved,
}: MapPickerProps) {
  const markerRef = useRef<L.Marker>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const position = markerRef.current?.getLatLng();
        if (position) onPinMoved({ lat: position.lat, lng: position.lng });
      },
    }),
    [onPinMoved],
  );
  return (
    <MapContainer
      className={styles.map}
      center={[view.lat, view.lng]}
      zoom={view.zoom}
      scrollWheelZoom={false}
      aria-label="Map: drag the pin to your door"
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      {deliveryArea.length > 2 && (
        <Polygon
          positions={deliveryArea}
          interactive={false}
          pathOptions={{
            color: '#2f6b3a' /* --colour-brand */,
            weight: 2,
            fillOpacity: 0.06,
            dashArray: '6 6',
          }}
        />
      )}
      <Marker
        position={[view.lat, view.lng]}
        draggable
        autoPan
        eventHandlers={handlers}
        ref={markerRef}
        title="Your delivery location"
        keyboard
      />
      <FollowView view={view} />
      <TapToMove onPinMoved={onPinMoved} />
    </MapContainer>
  );
}
