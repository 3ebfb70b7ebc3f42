import L from 'leaflet';
import { Marker } from 'react-leaflet';
import { addCornerAfter, moveCorner, sideMiddles, type Outline } from '../outline-edit';
import styles from './area-map.module.css';

const cornerIcon = L.divIcon({ className: styles.corner, iconSize: [20, 20] });
const middleIcon = L.divIcon({ className: styles.middle, iconSize: [14, 14] });

type Dragged = { target: L.Marker };

/**
 * The handles of an outline being widened: each corner dragged where ops want it, and a smaller
 * handle halfway along each side that becomes a new corner when pulled out. The map's polygon
 * follows while a handle moves.
 */
export function OutlineHandles({
  name,
  outline,
  onChange,
}: {
  name: string;
  outline: Outline;
  onChange: (outline: Outline) => void;
}) {
  return (
    <>
      {outline.map((point, index) => (
        <Marker
          key={`corner-${index}-${outline.length}`}
          position={point}
          icon={cornerIcon}
          draggable
          title={`Corner ${index + 1} of ${name}`}
          eventHandlers={{
            drag: (event) =>
              onChange(moveCorner(outline, index, (event as Dragged).target.getLatLng())),
            dragend: (event) =>
              onChange(moveCorner(outline, index, (event as Dragged).target.getLatLng())),
          }}
        />
      ))}
      {sideMiddles(outline).map((point, index) => (
        <Marker
          key={`middle-${index}-${outline.length}`}
          position={point}
          icon={middleIcon}
          draggable
          title={`New corner after corner ${index + 1} of ${name}`}
          eventHandlers={{
            dragend: (event) =>
              onChange(
                moveCorner(
                  addCornerAfter(outline, index),
                  index + 1,
                  (event as Dragged).target.getLatLng(),
                ),
              ),
          }}
        />
      ))}
    </>
  );
}
