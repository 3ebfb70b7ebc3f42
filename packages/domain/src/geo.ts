/** Points and outlines as [lat, lng]; flat geometry is exact enough at city scale. */
export type Outline = readonly (readonly [number, number])[];

const EDGE_TOLERANCE = 1e-9;

function onSegment(
  lat: number,
  lng: number,
  [latA, lngA]: readonly [number, number],
  [latB, lngB]: readonly [number, number],
): boolean {
  const cross = (lat - latA) * (lngB - lngA) - (lng - lngA) * (latB - latA);
  if (Math.abs(cross) > EDGE_TOLERANCE) return false;
  return (
    lat >= Math.min(latA, latB) - EDGE_TOLERANCE &&
    lat <= Math.max(latA, latB) + EDGE_TOLERANCE &&
    lng >= Math.min(lngA, lngB) - EDGE_TOLERANCE &&
    lng <= Math.max(lngA, lngB) + EDGE_TOLERANCE
  );
}

/**
 * Ray casting, with a point exactly on the outline counted as inside: a building on the boundary
 * road is served.
 */
export function isInsideOutline(point: { lat: number; lng: number }, outline: Outline): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i] as readonly [number, number];
    const b = outline[j] as readonly [number, number];
    if (onSegment(point.lat, point.lng, a, b)) return true;
    const crosses =
      a[0] > point.lat !== b[0] > point.lat &&
      point.lng < ((b[1] - a[1]) * (point.lat - a[0])) / (b[0] - a[0]) + a[1];
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The smallest service area containing the point: 100, 200 or 300; 0 when none does. */
export function polygonSizeAt(
  point: { lat: number; lng: number },
  areas: readonly { polygonSize: number; outline: Outline }[],
): number {
  const sizes = areas
    .filter((area) => isInsideOutline(point, area.outline))
    .map((area) => area.polygonSize);
  return sizes.length ? Math.min(...sizes) : 0;
}

/**
 * Metres from a point to the nearest edge of an outline (0 inside it). Flat-earth within a city:
 * degrees of longitude are shortened by the latitude's cosine, which errs by well under 1% here.
 */
export function metresFromOutline(point: { lat: number; lng: number }, outline: Outline): number {
  if (outline.length === 0) return Infinity;
  if (isInsideOutline(point, outline)) return 0;
  const metresPerDegree = 111_320;
  const xScale = Math.cos((point.lat * Math.PI) / 180) * metresPerDegree;
  const toXY = ([lat, lng]: readonly [number, number]) => [
    (lng - point.lng) * xScale,
    (lat - point.lat) * metresPerDegree,
  ];
  let nearest = Infinity;
  for (let i = 0; i < outline.length; i++) {
    const [ax, ay] = toXY(outline[i] as readonly [number, number]) as [number, number];
    const [bx, by] = toXY(outline[(i + 1) % outline.length] as readonly [number, number]) as [
      number,
      number,
    ];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    nearest = Math.min(nearest, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return nearest;
}
