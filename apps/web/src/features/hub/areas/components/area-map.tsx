import type { HubKnownLocation, HubServiceArea } from '@makers-pantry/domain/hub-areas';
import type { WaitlistSummary } from '@makers-pantry/domain/waitlist';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polygon,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { metresFromOutline } from '@makers-pantry/domain/geo';
import { areaSizeOf } from '../area-texts';
import type { Outline } from '../outline-edit';
import { OutlineHandles } from './outline-handles';
import styles from './area-map.module.css';

export interface AreaMapProps {
  tileUrl: string;
  attribution: string;
  areas: readonly HubServiceArea[];
  /** The area the list is limited to, drawn bolder. */
  highlightedAreaId?: number | undefined;
  locations?: readonly HubKnownLocation[];
  /** Where customers wait for us ('We will notify you'): where the next area would be welcome. */
  waiting?: WaitlistSummary['points'];
  /** The point being placed on the form. */
  pin?: { lat: number; lng: number } | null;
  /** A click on the map: the form's new point. */
  onPick?: (point: { lat: number; lng: number }) => void;
  /** A click on a location's dot. */
  onOpen?: (location: HubKnownLocation) => void;
  /** The area whose outline ops are widening: drawn from `outline`, with handles to drag. */
  editing?: { areaId: number; outline: Outline; onChange: (outline: Outline) => void } | null;
}

function ClickToPick({ onPick }: { onPick: NonNullable<AreaMapProps['onPick']> }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Waiting places further than this from the outline are not worth zooming out for. */
const NEAR_ENOUGH_METRES = 10_000;

/**
 * Widening an area starts with the map on it and the places customers wait at near it, so every place
 * the outline might be pulled over is in view (once per area, not at every drag).
 */
function FitWidening({
  areaId,
  outline,
  waiting,
}: {
  areaId: number;
  outline: readonly [number, number][];
  waiting: NonNullable<AreaMapProps['waiting']>;
}) {
  const map = useMap();
  useEffect(() => {
    const near = waiting
      .map((point): [number, number] => [point.latitude, point.longitude])
      .filter(([lat, lng]) => metresFromOutline({ lat, lng }, outline) <= NEAR_ENOUGH_METRES);
    map.fitBounds([...outline, ...near], { padding: [28, 28] });
    // Only when another area is taken up: dragging a corner must not move the map under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, areaId]);
  return null;
}

/**
 * The service areas drawn over the map's tiles, biggest underneath, with known locations as dots
 * and the places customers wait for us as violet dots (loaded only on the Areas pages). The outlines carry the meaning, so the map still says where
 * the shop delivers when tiles cannot load (tests, a poor network).
 */
export default function AreaMap({
  tileUrl,
  attribution,
  areas,
  highlightedAreaId,
  locations = [],
  waiting = [],
  pin,
  onPick,
  onOpen,
  editing,
}: AreaMapProps) {
  const biggestFirst = useMemo(
    () => [...areas].sort((a, b) => b.polygonSize - a.polygonSize),
    [areas],
  );
  const bounds = useMemo(() => {
    const corners = areas.flatMap((area) => area.outline);
    return corners.length > 2 ? corners : undefined;
  }, [areas]);
  return (
    <MapContainer
      className={`${styles.map} ${onPick ? styles.picking : ''}`}
      bounds={bounds}
      center={bounds ? undefined : [12.9121, 77.6446]}
      zoom={bounds ? undefined : 12}
      // Quarter zoom steps, so the outlines fill the map rather than a middle third of it.
      zoomSnap={0.25}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      {biggestFirst.map((area) => {
        const edited = editing?.areaId === area.id;
        const highlighted = edited || area.id === highlightedAreaId;
        return (
          <Polygon
            key={area.id}
            positions={edited ? editing.outline : area.outline}
            interactive={!onPick && !editing}
            pathOptions={{
              color: areaSizeOf(area.polygonSize).colour,
              weight: highlighted ? 4 : 2,
              fillOpacity: highlighted ? 0.16 : 0.07,
              dashArray: highlighted ? undefined : '6 5',
            }}
          >
            {!onPick && !editing && <Tooltip sticky>{area.name}</Tooltip>}
          </Polygon>
        );
      })}
      {waiting.map((point) => (
        <CircleMarker
          key={`${point.latitude},${point.longitude}`}
          center={[point.latitude, point.longitude]}
          // A bigger dot where more wait, never so big it hides the streets around it.
          radius={Math.min(5 + 2 * point.count, 16)}
          interactive={!onPick && !editing}
          pathOptions={{
            color: '#ffffff',
            weight: 1,
            fillColor: '#7c3aed',
            fillOpacity: 0.75,
          }}
          // Named for the journeys, which widen an area over a waiting place (Leaflet sets a
          // path's class only as it is made, so it is an option, not a style).
          className="waiting-place"
        >
          <Tooltip>
            {point.count === 1 ? '1 customer waiting' : `${point.count} customers waiting`}
          </Tooltip>
        </CircleMarker>
      ))}
      {locations.map((location) => (
        <CircleMarker
          key={location.id}
          center={[location.latitude, location.longitude]}
          radius={7}
          interactive={!onPick && !editing}
          pathOptions={{
            color: '#ffffff',
            weight: 2,
            fillColor: location.isActive ? '#2f6b3a' : '#8a8a8a',
            fillOpacity: 1,
          }}
          eventHandlers={onOpen ? { click: () => onOpen(location) } : {}}
        >
          <Tooltip>{location.isActive ? location.name : `${location.name} (retired)`}</Tooltip>
        </CircleMarker>
      ))}
      {pin && (
        <CircleMarker
          center={[pin.lat, pin.lng]}
          radius={10}
          interactive={false}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#c2410c', fillOpacity: 1 }}
        />
      )}
      {onPick && <ClickToPick onPick={onPick} />}
      {editing && (
        <FitWidening areaId={editing.areaId} outline={editing.outline} waiting={waiting} />
      )}
      {editing && (
        <OutlineHandles
          name={areas.find((area) => area.id === editing.areaId)?.name ?? 'the area'}
          outline={editing.outline}
          onChange={editing.onChange}
        />
      )}
    </MapContainer>
  );
}
